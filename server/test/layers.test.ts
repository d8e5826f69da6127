import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/config';

// The server's layers are lint rules (eslint.config.mjs): a request goes routes → services →
// repositories → db, and nothing below the start-up code builds the app. Each case lints a file as
// if it sat at `where` (ESLint reads it from stdin), the way `npm run lint` would see it.

function lint(where: string, source: string): { clean: boolean; output: string } {
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      where,
    ],
    { cwd: PROJECT_ROOT, input: source, encoding: 'utf8' },
  );
  return { clean: result.status === 0, output: result.stdout + result.stderr };
}

it('a route may call a service', () => {
  const { clean, output } = lint(
    'server/src/routes/api/layerCheck.ts',
    "import { loadCart } from '../../services/cart';\nexport const use = loadCart;\n",
  );
  expect(output).toBe('');
  expect(clean).toBe(true);
}, 60_000);

it('a route that reaches for a repository (SQL) fails lint', () => {
  const { output } = lint(
    'server/src/routes/api/layerCheck.ts',
    "import { cartRows } from '../../repositories/cart';\nexport const use = cartRows;\n",
  );
  expect(output).toMatch(/server-routes" to elements of type "server-repositories/);
}, 60_000);

it('a repository that calls a service fails lint', () => {
  const { output } = lint(
    'server/src/repositories/layerCheck.ts',
    "import { loadCart } from '../services/cart';\nexport const use = loadCart;\n",
  );
  expect(output).toMatch(/server-repositories" to elements of type "server-services/);
}, 60_000);

it('a service that imports the app fails lint', () => {
  const { output } = lint(
    'server/src/services/layerCheck.ts',
    "import { buildApp } from '../app';\nexport const use = buildApp;\n",
  );
  expect(output).toMatch(/Only the start-up code builds the app/);
}, 60_000);

it('the spa plugin may use the SPA hosting', () => {
  const { clean, output } = lint(
    'server/src/plugins/external/layerCheck.ts',
    "import { spaIndexTemplate } from '../../hosting/spaIndex';\nexport const use = spaIndexTemplate;\n",
  );
  expect(output).toBe('');
  expect(clean).toBe(true);
}, 60_000);

it('a service that reaches for the SPA hosting fails lint', () => {
  const { output } = lint(
    'server/src/services/layerCheck.ts',
    "import { spaIndexTemplate } from '../hosting/spaIndex';\nexport const use = spaIndexTemplate;\n",
  );
  expect(output).toMatch(/server-services" to elements of type "server-hosting/);
}, 60_000);
