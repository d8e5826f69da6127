import path from 'node:path';
import webpack from 'webpack';
import { buildEnv, muiWithoutCssVars, resolveOptions, sourceRules } from './webpack.config';

type Argv = { mode?: 'development' | 'production' };

/**
 * The only modules the server build swaps, each for its twin in src/ssr/ (each file names the
 * other at its top). Everything else that differs on the server goes through the store's services
 * (src/ssr/renderPage.tsx). These two stay swapped because each side's library must stay out of
 * the other's bundle: DOMPurify and DOMParser need a browser's DOM, while linkedom and
 * sanitize-html would weigh on every visitor's first load.
 */
const SERVER_TWINS: Record<string, string> = {
  'lib/parseHtml.ts': 'ssr/serverParseHtml.ts',
  'lib/sanitizeHtml.ts': 'ssr/serverSanitizeHtml.ts',
};

const SRC = path.resolve(__dirname, 'src');

const serverTwins = new webpack.NormalModuleReplacementPlugin(/./, (resource) => {
  const file = resource.createData?.resource as string | undefined;
  if (!file?.startsWith(SRC)) return;
  const relative = path.relative(SRC, file).split(path.sep).join('/');
  const twin = SERVER_TWINS[relative];
  if (twin && resource.createData) resource.createData.resource = path.join(SRC, twin);
});

/**
 * The server-rendering build: src/ssr/renderPage.tsx and the whole app (the same modules and
 * theme, the two HTML modules swapped for their twins) as one CommonJS file for Node, in dist-ssr/,
 * which the API server loads to draw public pages (server/src/lib/serverRenderer.ts).
 */
export default function config(_env: unknown, argv: Argv = {}): webpack.Configuration {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { renderPage: './src/ssr/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Pictures get the browser build's names; that build writes the files.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: false,
    resolve: resolveOptions(production),
    module: {
      rules: sourceRules().map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      muiWithoutCssVars(),
      serverTwins,
      buildEnv(),
      // One file: the lazy screens are already in memory when a page is drawn.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // linkedom draws canvases with the optional `canvas` package when present; pages have none.
      new webpack.IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /linkedom/ }),
    ],
  };
}
