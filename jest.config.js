// One jest for the whole repository. Projects split by where tests run:
//  - "node": packages, services and gateway, against the embedded MongoDB-compatible server and nats-server
//  - "web":  React components of the frontends and shared UI packages (jsdom)
//  - "e2e":  the real stack driven in Debian's chromium (run alone, in band, by scripts/test.mjs)
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages published as ES modules only must be transformed to run under jest's CommonJS runtime.
const esmPackages = ['@nats-io', 'nanoid', 'uuid'].join('|');

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  // Tests assert what happens, not how fast (benchmarks measure speed): a test that is only slow because
  // the machine is busy (two workers on two cores) must not fail. The default is 5 s.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/packages/*/src/**/*.test.ts',
        '<rootDir>/services/*/src/**/*.test.ts',
        '<rootDir>/gateway/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.web-setup.js'],
      testMatch: [
        '<rootDir>/packages/*/src/**/*.test.tsx',
        '<rootDir>/shell/src/**/*.test.ts?(x)',
        '<rootDir>/mf-*/src/**/*.test.ts?(x)',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/src/**/*.e2e.ts'],
      // One stack for the run's suites (see e2e/src/harness/shared-stack.ts).
      globalSetup: '<rootDir>/e2e/src/harness/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/src/harness/global-teardown.ts',
    },
  ],
};
