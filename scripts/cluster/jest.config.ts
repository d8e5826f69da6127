import type { Config } from 'jest';

// `npm run test:cluster`: several API nodes behind HAProxy on one PostgreSQL, started for real.
const config: Config = {
  rootDir: '../..',
  displayName: 'cluster',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts/cluster'],
  testMatch: ['**/*.test.ts'],
  maxWorkers: 1,
  testTimeout: 240_000,
  moduleNameMapper: { '^@contract/(.*)$': '<rootDir>/contract/$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node10',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
};

export default config;
