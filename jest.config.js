// Three tiers, one command (`npm test`): unit tests beside the code, API end-to-end tests over
// HTTP on real PostgreSQL and Redis, and browser tests in headless Chromium on the built UI.
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

export default {
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts', '<rootDir>/admin-ui/src/**/*.spec.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'], slowTestThreshold: 20 },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'], slowTestThreshold: 60 },
  ],
  testTimeout: 60000,
  // The suite starts servers, workers, redis-servers and Chromium; every test closes what it
  // starts, but a full run has once stayed alive after its summary on a handle nobody owned. CI
  // must end with the run's result, so jest exits once the summary is out.
  forceExit: true,
};
