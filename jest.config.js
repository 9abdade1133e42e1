// Three tiers (`npm test` runs them one after another through scripts/test-tiers.mjs): unit tests
// beside the code, API end-to-end tests over HTTP on real PostgreSQL and Redis, and browser tests
// in headless Chromium on the built UI.
const tsJest = ['ts-jest', { useESM: true, tsconfig: '<rootDir>/server/tsconfig.json', diagnostics: false }];
const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': tsJest },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The server's message catalog, which the UI imports by this alias (admin-ui/vite.config.ts).
    '^@messages$': '<rootDir>/server/src/common/messages/catalog.ts',
    // Server files with no runtime import beyond themselves that the UI shares (admin-ui/vite.config.ts).
    '^@server/(.*)$': '<rootDir>/server/src/$1',
  },
  testEnvironment: 'node',
};
// PostgreSQL and Redis are found or started only for the tiers that use them: jest runs a
// project's globalSetup/globalTeardown only when at least one of that project's tests is selected,
// and runs one module path once however many selected projects name it. The unit tier has none.
const services = {
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  // Names the file that leaves a timer, socket or process open (test/setup/handles-environment.mjs).
  testEnvironment: '<rootDir>/test/setup/handles-environment.mjs',
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/admin-ui/src/**/*.spec.ts'] },
    { ...common, ...services, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'], slowTestThreshold: 20 },
    {
      ...common,
      ...services,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      slowTestThreshold: 60,
    },
  ],
  testTimeout: 60000,
  // Longest files first, so two workers end together (scripts/test-tiers.mjs).
  testSequencer: '<rootDir>/test/setup/longest-first-sequencer.mjs',
  // A worker asked to end exits as soon as its event loop is empty (nothing is left open: see
  // test/setup/handles-environment.mjs), but on a loaded 2-core host it may be scheduled only after
  // jest's default 0.5 s, which then kills it and prints "A worker process has failed to exit
  // gracefully" though nothing leaked (measured: it exits 0 ms after the end message once it runs).
  workerGracefulExitTimeout: 5000,
};
