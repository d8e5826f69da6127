import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * TypeBox ships as hundreds of small ES modules, and Jest evaluates every one of them again for
 * each test file (the contract's schemas load them in the SPA's tests and the server's alike).
 * Jest loads one CommonJS bundle of the same installed version instead: the same code, one module.
 * Every entry point comes from that one bundle, so state they share (the format registry the
 * server's validators consult) stays shared, as it is with the package itself.
 */
const ROOT = path.resolve(__dirname, '../..');
const PACKAGE_DIR = path.join(ROOT, 'node_modules', 'typebox');
const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  version: string;
};
const ENTRY_POINTS = [
  'compile',
  'error',
  'format',
  'guard',
  'schema',
  'system',
  'type',
  'value',
] as const;

/** Where the bundle and one small module per entry point are written (one folder per version). */
export const TYPEBOX_BUNDLE_DIR = path.join(ROOT, 'node_modules', '.cache', `typebox-${version}`);

/** For Jest's `moduleNameMapper`: `typebox` and `typebox/<entry>` to the bundle's modules. */
export const typeboxModuleMap: Record<string, string> = {
  '^typebox$': path.join(TYPEBOX_BUNDLE_DIR, 'index.cjs'),
  ...Object.fromEntries(
    ENTRY_POINTS.map((entry) => [
      `^typebox/${entry}$`,
      path.join(TYPEBOX_BUNDLE_DIR, `${entry}.cjs`),
    ]),
  ),
};

const name = (entry: string) => (entry === 'index' ? 'typebox' : `typebox/${entry}`);

/** Writes the bundle unless this version's is there; safe when several Jest runs start at once. */
export function ensureTypeboxBundle(): void {
  if (existsSync(path.join(TYPEBOX_BUNDLE_DIR, 'index.cjs'))) return;
  const staging = `${TYPEBOX_BUNDLE_DIR}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const entries = ['index', ...ENTRY_POINTS];
  buildSync({
    stdin: {
      contents: entries
        .map((entry) => `export * as ${entry === 'index' ? 'root' : entry} from '${name(entry)}';`)
        .join('\n'),
      resolveDir: ROOT,
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    outfile: path.join(staging, 'bundle.cjs'),
    logLevel: 'error',
  });
  for (const entry of entries) {
    // The flag makes TypeScript's and Babel's CommonJS interop read it as an ES module's exports.
    writeFileSync(
      path.join(staging, `${entry}.cjs`),
      `module.exports = Object.defineProperty(require('./bundle.cjs').${entry === 'index' ? 'root' : entry}, '__esModule', { value: true });\n`,
    );
  }
  try {
    renameSync(staging, TYPEBOX_BUNDLE_DIR);
  } catch {
    // Another run wrote the same bundle first.
    rmSync(staging, { recursive: true, force: true });
  }
}
