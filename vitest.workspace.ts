/**
 * The test projects: unit and property tests beside the code, conformance in `spec/`.
 * Browser tests live in `spec/browser` and run in their own project (they need Chromium).
 */
export const projects = [
  { test: { name: 'compiler', include: ['compiler/src/**/*.test.ts'] } },
  { test: { name: 'fixtures', include: ['fixtures/**/*.test.ts'] } },
  { test: { name: 'runtime', include: ['runtime/src/**/*.test.{ts,tsx}'] } },
  { test: { name: 'site', include: ['site/**/*.test.ts'] } },
  { test: { name: 'spec', include: ['spec/**/*.test.ts'], exclude: ['spec/browser/**'], testTimeout: 120_000 } },
  {
    test: {
      name: 'browser',
      include: ['spec/browser/**/*.test.ts'],
      globalSetup: ['spec/browser/support/global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 300_000,
      fileParallelism: false,
      maxWorkers: 1,
    },
  },
];
export default projects;
