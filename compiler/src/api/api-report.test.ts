import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as safety from '../safety/index.js';

const COMPILER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The public surface of every entry point of the package (every exported declaration and the
// types it reaches) must match its reviewed report in compiler/api/, and a type it reaches but
// does not export fails the run (ae-forgotten-export is an error). After an intended change:
// `npm run build`, then `npx api-extractor run --local -c compiler/api-extractor<.entry>.json`
// for each config below, and commit the reports with the change (semver: see compiler/README.md).
const CONFIGS = ['api-extractor.json', 'api-extractor.safety.json', 'api-extractor.search-text.json', 'api-extractor.urls.json', 'api-extractor.conformance.json'];

describe('API reports', () => {
  for (const config of CONFIGS) {
    it(`${config}: the entry point matches its checked-in report, with no warnings`, () => {
      const bin = path.join(COMPILER, '../node_modules/@microsoft/api-extractor/bin/api-extractor');
      const r = spawnSync(process.execPath, [bin, 'run', '-c', path.join(COMPILER, config)], { cwd: COMPILER, encoding: 'utf8' });
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toMatch(/Warning/);
    }, 120_000);
  }

  it('./safety exports what the runtime shares, not its helpers', () => {
    expect(Object.keys(safety).sort()).toEqual([
      'OUTPUT_MARKER',
      'OUTPUT_MARKER_TEXT',
      'UserError',
      'assertSafeOutputDir',
      'copyTreeAsFiles',
      'filesOutside',
      'isInsideOrSame',
      'isUserError',
      'realPathOf',
      'recoverInterruptedSwap',
      'removeRegisteredTemps',
      'removeStaleTemps',
      'swapIntoPlace',
      'trackTemp',
    ]);
  });
});
