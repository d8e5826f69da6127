import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { flatConfigs as importXConfigs, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * The SPA's layers, highest first (docs/architecture.md draws them). A layer imports only the
 * layers below it; a feature never imports another feature (features meet in the store and the
 * API slice, and the app composes them).
 */
const LAYERS = [
  // The server-rendering entry and the server twins of two HTML modules (webpack.ssr.config.ts).
  { type: 'ssr', pattern: 'src/ssr' },
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'store', pattern: 'src/store' },
  { type: 'shared', pattern: ['src/components', 'src/lib', 'src/theme', 'src/config'] },
  { type: 'contract', pattern: 'contract' },
  { type: 'testing', pattern: 'src/testing' },
];
/**
 * The server's layers: a request goes routes → services → repositories → db. `plugins` build the
 * decorators once (and may reach services and repositories to do it); `hosting` serves the SPA's
 * build and draws its pages, for the plugins and the start-up only; `start` and `cli` are the
 * processes on top; `lib` and the contract are the floor every layer may stand on.
 */
const SERVER_LAYERS = [
  { type: 'server-start', pattern: ['server/src/start', 'server/src/cli'] },
  { type: 'server-routes', pattern: 'server/src/routes' },
  { type: 'server-plugins', pattern: 'server/src/plugins' },
  { type: 'server-hosting', pattern: 'server/src/hosting' },
  { type: 'server-seed', pattern: 'server/src/seed' },
  { type: 'server-services', pattern: 'server/src/services' },
  { type: 'server-repositories', pattern: 'server/src/repositories' },
  { type: 'server-db', pattern: 'server/src/db' },
  { type: 'server-lib', pattern: 'server/src/lib' },
  { type: 'contract', pattern: 'contract' },
  // The files at the top of server/src: app.ts (the plugin tree), config.ts, and the entry points
  // main.ts and dev.ts. Lower layers may import config.ts only (no-restricted-paths below).
  { type: 'server-root', pattern: 'server/src' },
];
const SERVER_FLOOR = ['server-root', 'server-lib', 'contract'];
const SERVER_POLICIES = [
  mayImportServer(
    'server-start',
    SERVER_LAYERS.map((layer) => layer.type),
  ),
  mayImportServer(
    'server-root',
    SERVER_LAYERS.map((layer) => layer.type),
  ),
  mayImportServer('server-routes', [
    'server-routes',
    'server-plugins',
    'server-services',
    ...SERVER_FLOOR,
  ]),
  mayImportServer('server-plugins', [
    'server-plugins',
    'server-hosting',
    'server-services',
    'server-repositories',
    'server-db',
    'server-seed',
    ...SERVER_FLOOR,
  ]),
  mayImportServer('server-hosting', ['server-hosting', ...SERVER_FLOOR]),
  mayImportServer('server-seed', [
    'server-seed',
    'server-services',
    'server-repositories',
    'server-db',
    ...SERVER_FLOOR,
  ]),
  mayImportServer('server-services', [
    'server-services',
    'server-repositories',
    'server-db',
    ...SERVER_FLOOR,
  ]),
  mayImportServer('server-repositories', ['server-repositories', 'server-db', ...SERVER_FLOOR]),
  mayImportServer('server-db', ['server-db', ...SERVER_FLOOR]),
  mayImportServer('server-lib', ['server-lib', 'server-root', 'contract']),
  mayImportServer('contract', ['contract']),
];
function mayImportServer(type, types) {
  return { from: { element: { type } }, allow: { to: { element: { type: types } } } };
}

const MONEY_FORMATTER =
  "Money is written by the formatter: formatRupees / formatRupeesFromPaise ('@/lib/format') or the contract's formatRupees / formatWholeRupees.";

const below = (type) => LAYERS.slice(LAYERS.findIndex((layer) => layer.type === type) + 1);
const mayImport = (type, types) => ({
  from: { element: { type } },
  allow: { to: { element: { type: types } } },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      '.tmp',
      'node_modules',
      'coverage',
      'reports',
      'e2e/artifacts',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No import cycles anywhere: SPA, server, scripts and tests.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    // A cycle cannot pass through a package (no package imports our files), so the rule need not
    // parse the packages' type definitions: most of the lint's time went there.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The entry only starts the app in steps; everything it imports is the app's own wiring.
    ignores: ['src/main.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.map(({ type, pattern, capture }) => ({
        type,
        pattern,
        capture,
        partialMatch: false,
      })),
      'boundaries/files': [{ category: 'test', pattern: 'src/**/*.test.{ts,tsx}' }],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // A file may import its own layer's files (and a feature its own feature's files).
          checkInternals: false,
          policies: [
            mayImport('ssr', ['ssr', ...below('ssr').map((layer) => layer.type)]),
            mayImport('app', ['app', ...below('app').map((layer) => layer.type)]),
            mayImport('feature', ['store', 'shared', 'contract']),
            mayImport('store', ['shared', 'contract']),
            mayImport('shared', ['shared', 'contract']),
            // Tests and their helpers drive the whole app, so they may import any layer.
            mayImport(
              'testing',
              LAYERS.map((layer) => layer.type),
            ),
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: LAYERS.map((layer) => layer.type) } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components use the typed hooks from src/store/hooks.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from @/store/hooks.',
            },
            {
              name: '@mui/material',
              message: 'Import MUI components by path (@mui/material/Button) so they tree-shake.',
            },
            {
              name: '@mui/icons-material',
              message: 'Import icons by path (@mui/icons-material/Close).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/src/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': SERVER_LAYERS.map(({ type, pattern }) => ({
        type,
        pattern,
      })),
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkInternals: false, policies: SERVER_POLICIES },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/src/!(start|cli)/**',
              from: ['./server/src/app.ts', './server/src/main.ts', './server/src/dev.ts'],
              message:
                'Only the start-up code builds the app; lower layers get what they need as decorators.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Money is written by one formatter (contract/billing/money.ts, re-exported by src/lib/format.ts
    // for the SPA): no other file puts 'Rs.' or '₹' before an amount or formats a number as money.
    // The tax documents (PDFs) and the seeded course texts are the exceptions.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/src/**/*.ts'],
    ignores: [
      'contract/billing/money.ts',
      '**/*.test.{ts,tsx}',
      'server/src/seed/**',
      'server/src/services/billing/pdf/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/(₹|Rs\\.)\\s?\\d/]', message: MONEY_FORMATTER },
        { selector: 'TemplateElement[value.raw=/(₹|Rs\\.)\\s?$/]', message: MONEY_FORMATTER },
        { selector: 'JSXText[value=/(₹|Rs\\.)\\s?$/]', message: MONEY_FORMATTER },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: MONEY_FORMATTER,
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, `{}` when it has none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['*.js', '*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
