import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, PROJECT_ROOT } from '../src/config';
import { anchors, localLinks, tableVariables, variablesInSource } from './helpers/markdownFacts';

// The docs stay true: architecture.md names every feature and server folder, configuration.md
// every variable the server's configuration reads (and nothing it has stopped reading), and no link
// in the README or docs/ leads to a file or heading that is not there.

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

const foldersIn = (dir: string) =>
  readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`)
    .sort();

/** The folders a document does not name by their path, e.g. `src/features/cart/`. */
const unnamedFolders = (folders: string[], doc: string) =>
  folders.filter((folder) => !doc.includes(folder));

/** Every variable `loadConfig` reads, however it reads it, with its S3 branch taken or not. */
function variablesLoadConfigReads(): Set<string> {
  const names = new Set<string>();
  const recording = (values: Record<string, string>) =>
    new Proxy(values, {
      get(target, name) {
        if (typeof name === 'string') names.add(name);
        return target[name as string];
      },
    });
  // Secrets given, so nothing is written to a data folder.
  const secrets = { JWT_SECRET: 'j', COOKIE_SECRET: 'c', TEST_PAYMENT_SECRET: 't' };
  loadConfig(recording(secrets));
  loadConfig(
    recording({
      ...secrets,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    }),
  );
  return names;
}

/** What config.ts reads, found both by running it and by reading its source. */
function configVariables(): string[] {
  const names = new Set([
    ...variablesLoadConfigReads(),
    ...variablesInSource(read('server/src/config.ts')),
  ]);
  return [...names].sort();
}

/** Variables a settings document names that no source file reads any more. */
function unreadVariables(documented: Set<string>, sources: string): string[] {
  return [...documented].filter((name) => !new RegExp(`\\b${name}\\b`).test(sources)).sort();
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)));

/** The README and every document under docs/, by their paths from the project root. */
const documents = () => [
  'README.md',
  ...readdirSync(path.join(PROJECT_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Links of `file` whose file or heading does not exist, as `file: target`. */
function brokenLinks(file: string): string[] {
  return localLinks(read(file))
    .filter((target) => {
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const linked = pathPart === '' ? file : path.join(path.dirname(file), pathPart);
      if (!existsSync(path.join(PROJECT_ROOT, linked))) return true;
      return anchor !== undefined && !anchors(read(linked)).has(anchor);
    })
    .map((target) => `${file}: ${target}`);
}

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  it('names every feature folder of the SPA', () => {
    const features = foldersIn('src/features');
    expect(features).toContain('src/features/cart/');
    expect(unnamedFolders(features, architecture)).toEqual([]);
  });

  it('names every folder of server/src', () => {
    const folders = foldersIn('server/src');
    expect(folders).toContain('server/src/repositories/');
    expect(unnamedFolders(folders, architecture)).toEqual([]);
  });

  it('would name a folder it leaves out', () => {
    expect(unnamedFolders(['src/features/admin/'], '`src/features/cart/`')).toEqual([
      'src/features/admin/',
    ]);
  });
});

describe('docs/configuration.md', () => {
  const documented = tableVariables(read('docs/configuration.md'));

  it("has a row for every variable server/src/config.ts reads, the seller's included", () => {
    const variables = configVariables();
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'S3_BUCKET', 'SELLER_GSTIN', 'LOAD_SHEDDING']),
    );
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names no variable that nothing reads', () => {
    const sources = ['server/src', 'scripts', 'src/config']
      .flatMap(sourceFiles)
      .concat('webpack.config.ts')
      .map(read)
      .join('\n');
    expect(unreadVariables(documented, sources)).toEqual([]);
    expect(unreadVariables(new Set(['MAIL_OUTBOX_TURBO']), sources)).toEqual(['MAIL_OUTBOX_TURBO']);
  });

  it('would miss a variable that is only in prose or only in a longer name', () => {
    const doc = '| `RATE_LIMIT_IP_MAX` | `20` | … |\n\nSet `S3_BUCKET` too.\n';
    expect([...tableVariables(doc)]).toEqual(['RATE_LIMIT_IP_MAX']);
  });
});

describe('links in the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    expect(documents().flatMap(brokenLinks)).toEqual([]);
  });

  it('are checked against GitHub anchors', () => {
    const doc = '# Tests\n\n## What `npm run test:cluster` proves\n\n```md\n# Not a heading\n```\n';
    expect([...anchors(doc)]).toEqual(['tests', 'what-npm-run-testcluster-proves']);
    expect(localLinks('[a](b.md#c) [web](https://x.org) [here](#d)')).toEqual(['b.md#c', '#d']);
  });
});
