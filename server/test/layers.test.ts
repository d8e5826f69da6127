import { lintSources, type LintOutcome } from './helpers/lintSources';

// The server's layers are lint rules (eslint.config.mjs): a request goes routes → services →
// repositories → db, and nothing below the start-up code builds the app. Each case lints a file as
// if it sat at `where`, the way `npm run lint` would see it.

const cases = {
  routeCallsService: {
    where: 'server/src/routes/api/layerCheck.ts',
    source: "import { loadCart } from '../../services/cart';\nexport const use = loadCart;\n",
  },
  routeReachesRepository: {
    where: 'server/src/routes/api/layerCheck.ts',
    source: "import { cartRows } from '../../repositories/cart';\nexport const use = cartRows;\n",
  },
  repositoryCallsService: {
    where: 'server/src/repositories/layerCheck.ts',
    source: "import { loadCart } from '../services/cart';\nexport const use = loadCart;\n",
  },
  serviceBuildsApp: {
    where: 'server/src/services/layerCheck.ts',
    source: "import { buildApp } from '../app';\nexport const use = buildApp;\n",
  },
  spaPluginUsesHosting: {
    where: 'server/src/plugins/external/layerCheck.ts',
    source:
      "import { spaIndexTemplate } from '../../hosting/spaIndex';\nexport const use = spaIndexTemplate;\n",
  },
  serviceUsesHosting: {
    where: 'server/src/services/layerCheck.ts',
    source:
      "import { spaIndexTemplate } from '../hosting/spaIndex';\nexport const use = spaIndexTemplate;\n",
  },
};

let linted: Record<keyof typeof cases, LintOutcome>;
beforeAll(async () => {
  linted = await lintSources(cases);
}, 60_000);

it('a route may call a service', () => {
  expect(linted.routeCallsService).toEqual({ clean: true, output: '' });
});

it('a route that reaches for a repository (SQL) fails lint', () => {
  expect(linted.routeReachesRepository.output).toMatch(
    /server-routes" to elements of type "server-repositories/,
  );
});

it('a repository that calls a service fails lint', () => {
  expect(linted.repositoryCallsService.output).toMatch(
    /server-repositories" to elements of type "server-services/,
  );
});

it('a service that imports the app fails lint', () => {
  expect(linted.serviceBuildsApp.output).toMatch(/Only the start-up code builds the app/);
});

it('the spa plugin may use the SPA hosting', () => {
  expect(linted.spaPluginUsesHosting).toEqual({ clean: true, output: '' });
});

it('a service that reaches for the SPA hosting fails lint', () => {
  expect(linted.serviceUsesHosting.output).toMatch(
    /server-services" to elements of type "server-hosting/,
  );
});
