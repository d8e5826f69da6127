import type { Config } from 'jest';

// The browser journeys: `npm run test:e2e`. One journey at a time (each starts its own server and
// browser on this 2-core machine); `npm test` does not run them.
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  maxWorkers: 1,
  testTimeout: 180_000,
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
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
