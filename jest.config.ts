import type { Config } from 'jest';

// One transform for every tier: SWC strips the types and keeps ES modules, matching how Node 24 runs the same files.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'es6' },
    },
  ],
};

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  // Middy and a few other dependencies ship ESM only; Jest runs them natively with --experimental-vm-modules.
  transformIgnorePatterns: ['/node_modules/'],
};

const config: Config = {
  // Jest 30 reads the timeout from the root only; browser tests need it, unit tests finish far below it.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{functions,shared,web/src,web/scripts,infra/local,infra/scripts}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '\\.e2e\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'infra',
      // infra/edge holds the CloudFront Function's tests (sample viewer events), which need no build.
      testMatch: ['<rootDir>/infra/test/**/*.test.ts', '<rootDir>/infra/edge/**/*.test.ts'],
      globalSetup: '<rootDir>/infra/test/global-setup.ts',
    },
    {
      ...common,
      displayName: 'integration',
      // infra/local holds the local server's own tests (it stands in for CloudFront and API Gateway).
      testMatch: ['<rootDir>/functions/**/*.int.test.ts', '<rootDir>/infra/local/**/*.int.test.ts'],
      globalSetup: '<rootDir>/functions/test/integration-setup.ts',
      globalTeardown: '<rootDir>/functions/test/integration-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/web/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/web/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/web/e2e/support/global-teardown.ts',
    },
  ],
};

export default config;
