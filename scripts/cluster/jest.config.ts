import type { Config } from 'jest';
import root from '../../jest.config';

// The server project's transforms: the seed reads the test forms' schema (TypeBox, ESM only).
const server = (root.projects as Config[]).find((project) => project.displayName === 'server')!;

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
  transform: server.transform,
  transformIgnorePatterns: server.transformIgnorePatterns,
};

export default config;
