// `npm run size`: builds the SPA for production and reports, per route, the JavaScript and CSS a
// first visit downloads before it is interactive (entry chunks + the route's page chunk and the
// chunks it shares), and the size of every lazy chunk; gzip and brotli. Fails above budgets.json.
// The build it measures is `npm run build`'s browser build, left in dist/ for whatever runs next
// (`npm start`, the cluster, the browser journeys) to serve instead of building it again.
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import webpack, { type StatsCompilation } from 'webpack';
import createConfig from '../../webpack.config';
import budgets from './budgets.json';
import { COMPILE_HINT } from '../build/CompileHintsPlugin';
import { kb, printTable, writeReport } from './reportTable';

const DIST = path.resolve(__dirname, '../../dist');

function build(): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    webpack(createConfig({}, { mode: 'production' }), (error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only') ?? 'webpack failed'));
        return;
      }
      // webpack leaves a file it would write unchanged alone: mark the build as made now, so the
      // freshness check of ensureSpaBuild (server/src/hosting/spaBuild.ts) takes it as current.
      const now = new Date();
      utimesSync(path.join(DIST, 'index.html'), now, now);
      resolve(
        stats.toJson({
          all: false,
          assets: true,
          chunks: true,
          ids: true,
          chunkGroups: true,
          entrypoints: true,
        }),
      );
    });
  });
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const content = readFileSync(path.join(DIST, file));
    sizes = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

const sum = (files: string[], kind: '.js' | '.css') =>
  files
    .filter((file) => file.endsWith(kind))
    .map(sizesOf)
    .reduce(
      (total, s) => ({
        raw: total.raw + s.raw,
        gzip: total.gzip + s.gzip,
        brotli: total.brotli + s.brotli,
      }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );

const assetNames = (group: { assets?: { name: string }[] } | undefined) =>
  (group?.assets ?? []).map((asset) => asset.name);

/** The entry's React chunk starts with V8's compile hint, and no lazy chunk does (see the plugin). */
function compileHintFailures(entryFiles: string[], lazyFiles: string[]): string[] {
  const hinted = (file: string) =>
    readFileSync(path.join(DIST, file), 'utf8').startsWith(COMPILE_HINT);
  const failures: string[] = [];
  const reactChunk = entryFiles.find((file) => /(^|\/)react\.[0-9a-f]+\.js$/.test(file));
  if (!reactChunk || !hinted(reactChunk))
    failures.push(`the entry's React chunk does not start with V8's compile hint`);
  for (const file of lazyFiles.filter(hinted))
    failures.push(`lazy chunk ${file} carries V8's compile hint, meant for the entry's libraries`);
  return failures;
}

async function main() {
  const stats = await build();
  const entryFiles = assetNames(stats.entrypoints?.main);
  const failures: string[] = [];

  const routeRows = Object.entries(budgets.size.routes).map(([route, groups]) => {
    const files = [
      ...new Set([
        ...entryFiles,
        ...groups.flatMap((name) => assetNames(stats.namedChunkGroups?.[name])),
      ]),
    ];
    const js = sum(files, '.js');
    const css = sum(files, '.css');
    const budget =
      budgets.size.firstLoadJsGzipKb[route as keyof typeof budgets.size.firstLoadJsGzipKb];
    if (kb(js.gzip) > budget)
      failures.push(`${route}: first-load JS ${kb(js.gzip)} KB gzip > budget ${budget} KB`);
    if (kb(css.gzip) > budgets.size.firstLoadCssGzipKb) {
      failures.push(
        `${route}: first-load CSS ${kb(css.gzip)} KB gzip > budget ${budgets.size.firstLoadCssGzipKb} KB`,
      );
    }
    return {
      route,
      'js raw KB': kb(js.raw),
      'js gzip KB': kb(js.gzip),
      'js brotli KB': kb(js.brotli),
      'css gzip KB': kb(css.gzip),
      'budget gzip KB': budget,
    };
  });

  const lazyRows = (stats.chunks ?? [])
    .filter((chunk) => !chunk.initial)
    .flatMap((chunk) =>
      (chunk.files ?? []).filter((file) => file.endsWith('.js')).map((file) => ({ chunk, file })),
    )
    .map(({ chunk, file }) => {
      const sizes = sizesOf(file);
      if (kb(sizes.gzip) > budgets.size.lazyChunkJsGzipKb) {
        failures.push(
          `lazy chunk ${file}: ${kb(sizes.gzip)} KB gzip > budget ${budgets.size.lazyChunkJsGzipKb} KB`,
        );
      }
      return {
        chunk: (chunk.names ?? []).join(',') || String(chunk.id),
        file,
        'raw KB': kb(sizes.raw),
        'gzip KB': kb(sizes.gzip),
        'brotli KB': kb(sizes.brotli),
      };
    })
    .sort((a, b) => b['gzip KB'] - a['gzip KB']);

  failures.push(
    ...compileHintFailures(
      entryFiles,
      lazyRows.map((row) => row.file),
    ),
  );

  console.info('\nFirst visit, before interactive (entry chunks + the route chunk):\n');
  printTable(routeRows);
  console.info('\nLazy chunks:\n');
  printTable(lazyRows);
  const report = writeReport('size', {
    generatedAt: new Date().toISOString(),
    entryFiles,
    routes: routeRows,
    lazyChunks: lazyRows,
    failures,
  });
  console.info(`\nReport: ${report}`);

  if (failures.length > 0) {
    console.error(`\nOver budget, or a build check failed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.info('\nAll size budgets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
