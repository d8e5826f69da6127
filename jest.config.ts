import type { Config } from 'jest';
import { ensureTypeboxBundle, typeboxModuleMap } from './scripts/test/typeboxBundle';

ensureTypeboxBundle();

// ts-jest compiles our TypeScript to CommonJS without type checking (that is `npm run typecheck`);
// babel-jest rewrites the few dependencies that ship only as ES modules.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
    },
  },
];
// The ES-module-only dependencies need their imports and exports rewritten, nothing else (Node
// runs the rest as it is). Babel's project config, made for the SPA's webpack build, would be looked
// up and applied to each of their hundreds of files.
const esmToCommonJs: [string, Record<string, unknown>] = [
  'babel-jest',
  {
    configFile: false,
    babelrc: false,
    plugins: [
      '@babel/plugin-transform-modules-commonjs',
      '@babel/plugin-transform-export-namespace-from',
      '@babel/plugin-transform-dynamic-import',
    ],
  },
];
const esmOnly = [
  'typebox',
  'jose',
  'openid-client',
  'oauth4webapi',
  'until-async',
  'rettime',
  '@open-draft/deferred-promise',
  'content-disposition',
  // linkedom (the server rendering's DOMParser) and the ESM-only parts of its own copy of css-select.
  'linkedom',
  'css-select',
  'css-what',
  'nth-check',
  'domutils',
  'domhandler',
  'dom-serializer',
  'entities',
  'htmlparser2',
  'boolbase',
  'domelementtype',
  'cssomnom',
  'uhyphen',
  'html-escaper',
];

// Server test files about what no database decides: HTTP framing, limits and headers, who may call
// which route and what input it refuses (checked before any query), byte ranges, logs, the OpenAPI
// document, server rendering and the object storage. With DATABASE_URL set (the second pass, on
// PostgreSQL) they are left out, having run on the embedded database, which is the same PostgreSQL
// in one process: what differs on a server (parallel connections, locks between them, the pool) is
// not what these files test.
const databaseIndependent = [
  'accountEnumeration',
  'admin/routeWalk',
  'apiDocs',
  'badInput',
  'bodyDeadline',
  'contact',
  'exams/pictures',
  'ids',
  'loadShedding',
  'logSecrets',
  'mediaRanges',
  'paymentsMode',
  'rateLimits',
  'requireRole',
  'routeSchemas',
  's3Storage',
  'security',
  'serverRendering',
  'signedInRoutes',
];

const shared: Config = {
  // A test that types into a form is slow on a busy CI machine, where the default 5 s would fail
  // it for the machine's sake, not the product's.
  testTimeout: 20_000,
  transform: {
    '^.+\\.tsx?$': tsJest,
    '^.+\\.m?js$': esmToCommonJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    ...typeboxModuleMap,
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
  },
};

const config: Config = {
  // Jest reads the time allowed per test from here, not from a project (see `shared`).
  testTimeout: 20_000,
  // One worker per core (Jest's default leaves one core to itself, which on two cores means one
  // worker): its own process only hands out files, and the server suite mostly waits on a database.
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.ts',
      testEnvironmentOptions: { url: 'http://localhost/' },
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/src/testing/fileStub.ts',
      },
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      // PGlite's CommonJS build and @fastify/cookie load modules with import(), which Jest's CommonJS
      // runtime cannot run; Babel turns those into require() (cookie itself ships only as ESM).
      transform: { ...shared.transform, '^.+\\.cjs$': esmToCommonJs },
      transformIgnorePatterns: [
        `/node_modules/(?!(${[...esmOnly, '@electric-sql/pglite', '@fastify/cookie', 'cookie'].join('|')})/)`,
      ],
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
      testPathIgnorePatterns: process.env.DATABASE_URL
        ? databaseIndependent.map((name) => `/server/test/${name}\\.test\\.ts$`)
        : [],
    },
  ],
};

export default config;
