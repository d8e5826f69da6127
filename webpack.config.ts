import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ROUTE_PRELOADS } from './src/app/routePreloads';
import { CompileHintsPlugin } from './scripts/build/CompileHintsPlugin';
import { EntryScriptLoaderPlugin } from './scripts/build/EntryScriptLoaderPlugin';
import { RoutePreloadPlugin } from './scripts/build/RoutePreloadPlugin';

type Env = { WEBPACK_SERVE?: boolean };
type Argv = { mode?: 'development' | 'production' };

const API_DEV_PORT = Number(process.env.API_PORT ?? 3001);

/**
 * MUI's createTheme and ThemeProvider carry the CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, the colour-scheme script and hooks) into every page, though the
 * theme sets neither `cssVariables` nor `colorSchemes`. The browser build takes their no-variables
 * halves (scripts/build/muiWithoutCssVars/, which refuse a theme that asks for variables).
 */
const MUI_STYLES = `${path.sep}node_modules${path.sep}@mui${path.sep}material${path.sep}styles`;
export const muiWithoutCssVars = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^\.\/(createTheme|ThemeProvider)\.mjs$/,
    (resource: { context: string; request: string }) => {
      if (!resource.context.endsWith(MUI_STYLES)) return;
      resource.request = path.resolve(
        __dirname,
        'scripts/build/muiWithoutCssVars',
        path.basename(resource.request),
      );
    },
  );

/** Where modules are found: the `@/` and `@contract/` aliases, and react-router's production build. */
export const resolveOptions = (production: boolean): webpack.ResolveOptions => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
    '@contract': path.resolve(__dirname, 'contract'),
    // react-router's package exports point at its development build; ship the production one.
    ...(production && {
      'react-router$': path.resolve(
        __dirname,
        'node_modules/react-router/dist/production/index.mjs',
      ),
      'react-router/dom$': path.resolve(
        __dirname,
        'node_modules/react-router/dist/production/dom-export.mjs',
      ),
    }),
  },
});

/** Our TypeScript through Babel; pictures and fonts as files named by their content. */
export const sourceRules = (): webpack.RuleSetRule[] => [
  {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: { loader: 'babel-loader', options: { cacheDirectory: true } },
  },
  { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
];

/** Build-time configuration of the SPA; src/config/env.ts supplies the local defaults. */
export const buildEnv = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? ''),
    'process.env.COURSE_SITE_URL': JSON.stringify(process.env.COURSE_SITE_URL ?? ''),
    // The route table's preload facts are for RoutePreloadPlugin only (src/app/routeTable.ts).
    'process.env.ROUTE_TABLE_BUNDLED': JSON.stringify('true'),
  });

export default function config(env: Env = {}, argv: Argv = {}): webpack.Configuration {
  const production = argv.mode !== 'development';
  const serving = Boolean(env.WEBPACK_SERVE);
  process.env.WEBPACK_SERVE = String(serving);

  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT ?? 3000),
    hot: true,
    historyApiFallback: true,
    static: false,
    client: { overlay: { warnings: false } },
    proxy: [
      {
        // Exact /contact: the SPA's own /contactus page must not go to the API.
        context: (pathname: string) => pathname.startsWith('/api/') || pathname === '/contact',
        target: `http://127.0.0.1:${API_DEV_PORT}`,
      },
    ],
  };

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by id: with their names in the file names, the runtime (in every first load)
      // carried a table of every named chunk's name. The names stay in the build's stats, which
      // `npm run size` and the route preloads read; the source maps name the modules.
      // Their hashes are 8 digits (the entry files' 10): the runtime carries every lazy chunk's
      // hash, and 8 hex digits still tell a changed chunk from its last version.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolveOptions(production),
    module: {
      rules: [
        ...sourceRules(),
        {
          // Pure CommonJS that Emotion's withTheme (used by nothing here) imports: without the flag
          // webpack must keep it and its own copy of react-is in every first load.
          test: /[\\/]node_modules[\\/](hoist-non-react-statics|@emotion[\\/]react[\\/]_isolated-hnrs)[\\/]/,
          sideEffects: false,
        },
      ],
    },
    optimization: {
      minimizeOptions: {
        javascript: { ecma: 2020, compress: { passes: 3, ecma: 2020 } },
      },
      runtimeChunk: 'single',
      // Deterministic ids of a fixed 4 digits: by default their length grows with the number of
      // modules (5% fill), so the console's libraries would lengthen every id in the learner's
      // entry bundle; at 4 digits (as before the console) a clash is simply hashed again.
      moduleIds: false,
      splitChunks: {
        chunks: 'all',
        // A small shared chunk costs a request and compresses worse than its modules inside
        // the chunks that need them (the dashboard and the home page are measured against this).
        minSize: 40_000,
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 20,
          },
          // The staff console's libraries (lazy, console chunks only), cut into parts that each
          // stay under the lazy-chunk budget (sizes here are before minification).
          consoleLibraries: {
            test: /[\\/]node_modules[\\/](@mui[\\/]x-data-grid|@mui[\\/]x-charts|@tiptap|prosemirror-[a-z]+|d3-[a-z-]+|linkifyjs)[\\/]/,
            chunks: 'async',
            priority: 10,
            maxSize: 450_000,
          },
        },
      },
    },
    performance: { hints: false }, // budgets are enforced by `npm run size` against budgets.json
    plugins: [
      muiWithoutCssVars(),
      new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
      buildEnv(),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new EntryScriptLoaderPlugin(),
            new CompileHintsPlugin(),
            new RoutePreloadPlugin({
              routes: ROUTE_PRELOADS,
              publicDir: path.resolve(__dirname, 'public'),
              // As src/config/env.ts reads it.
              apiBase: process.env.API_BASE_URL || '/api',
            }),
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|html|svg|json)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|svg|json)$/,
              threshold: 1024,
            }),
          ]
        : []),
      ...(serving ? [new ReactRefreshWebpackPlugin()] : []),
    ],
    devServer,
  };
}
