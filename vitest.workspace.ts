/**
 * The test projects: unit and property tests beside the code, conformance in `spec/`.
 * Browser tests live in `spec/browser` and run in their own project (they need Chromium).
 *
 * In one `vitest run`, a project with `maxWorkers: 1` (the browser one) only starts once every
 * other project's files have finished, and its global setup (the fixture builds) runs before any
 * file: all in series. `npm test` therefore runs two vitest processes side by side: every
 * project but browser (`npm run test:unit`'s projects plus browser-dev, whose files then run
 * once the unit and spec files are done) and the browser project, so the fixture builds and the
 * browser files overlap the unit and spec files instead of waiting for them. `npm run
 * test:browser` runs both browser projects.
 */
/**
 * Per-test limit of the unit projects: a guard against hangs, not a speed check. Property tests
 * run hundreds of cases and must not fail because the machine is busy (CI runs the projects
 * side by side on 2 cores).
 */
const HANG_GUARD_MS = 60_000;

/**
 * `npm run test:quick` (SITEGRAPH_QUICK_TESTS=1): the unit and property tests of the packages
 * without these, which compile the real corpora or run api-extractor (each 20–60 s, more than all
 * the others together); `npm test` runs them all.
 */
const QUICK = process.env.SITEGRAPH_QUICK_TESTS === '1';
const SLOW_UNIT_TESTS = [
  'compiler/src/markdown/corpora.test.ts',
  'compiler/src/api/api-report.test.ts',
  'compiler/src/markdown/parse.test.ts',
  'compiler/src/links/markdown-links.test.ts',
  'compiler/src/links/link-report.test.ts',
];

/**
 * The browser test files that start their own dev servers and use none of the fixture sites the
 * browser project's global setup builds: their own project, `browser-dev`, without that setup
 * (each file starts a Chromium of its own, see `launchBrowser()`). `npm test` runs it in the
 * unit side's process, which ended 140 s before the browser project's when the latter ran them
 * (issue #37).
 */
const DEV_SERVER_BROWSER_TESTS = ['spec/browser/dev.test.ts', 'spec/browser/docusaurus-dev.test.ts'];

/** How browser test files run: one at a time, a worker keeping its modules from one file to the next. */
const BROWSER_FILES = { testTimeout: 120_000, hookTimeout: 300_000, fileParallelism: false, maxWorkers: 1, isolate: false } as const;

/**
 * Every project runs its files with `isolate: false` (a worker keeps its modules from one file
 * to the next, so `@sitegraph/compiler` is imported once per worker, not once per file): for
 * spec, site and fixtures, 3 alternating pairs gave 146.7 s of CPU [137.3–149.4] against
 * 151.2 s [149.1–155.9] isolated (issue #37, load 1.5–6.3), the same 158 tests passing; the
 * browser project's 181 tests pass so too.
 */
export const projects = [
  { test: { name: 'compiler', include: ['compiler/src/**/*.test.ts'], exclude: QUICK ? SLOW_UNIT_TESTS : [], testTimeout: HANG_GUARD_MS, isolate: false } },
  { test: { name: 'fixtures', include: ['fixtures/**/*.test.ts'], testTimeout: HANG_GUARD_MS, isolate: false } },
  { test: { name: 'runtime', include: ['runtime/src/**/*.test.{ts,tsx}'], exclude: QUICK ? SLOW_UNIT_TESTS : [], testTimeout: HANG_GUARD_MS, isolate: false } },
  { test: { name: 'site', include: ['site/**/*.test.ts'], testTimeout: HANG_GUARD_MS, isolate: false } },
  { test: { name: 'spec', include: ['spec/**/*.test.ts'], exclude: ['spec/browser/**'], testTimeout: 120_000, isolate: false } },
  {
    test: {
      name: 'browser',
      include: ['spec/browser/**/*.test.ts'],
      exclude: DEV_SERVER_BROWSER_TESTS,
      globalSetup: ['spec/browser/support/global-setup.ts'],
      ...BROWSER_FILES,
    },
  },
  // Its own group, after the unit projects' (vitest runs projects of different maxWorkers in separate groups).
  { test: { name: 'browser-dev', include: DEV_SERVER_BROWSER_TESTS, ...BROWSER_FILES, sequence: { groupOrder: 1 } } },
];
export default projects;
