import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ApiExtractor from '@microsoft/api-extractor';
import { beforeAll, describe, expect, it } from 'vitest';
import * as safety from '../safety/index.js';

const COMPILER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The public surface of every entry point of the package (every exported declaration and the
// types it reaches) must match its reviewed report in compiler/api/, and a type it reaches but
// does not export fails the run (ae-forgotten-export is an error). After an intended change:
// `npm run build`, then `npx api-extractor run --local -c compiler/api-extractor<.entry>.json`
// for each config below, and commit the reports with the change (semver: see compiler/README.md).
const CONFIGS = ['api-extractor.json', 'api-extractor.safety.json', 'api-extractor.search-text.json', 'api-extractor.urls.json', 'api-extractor.conformance.json'];

describe('API reports', () => {
  // In process, with one TypeScript program for every entry point (api-extractor's
  // CompilerState with additionalEntryPoints), as `api-extractor run -c <config>` checks each:
  // 7.0–7.1 s of CPU for the five, against 19.9–21.6 s for five spawned runs that each built
  // the program anew (2 alternating pairs, 2026-11-29; issue #37).
  const { Extractor, ExtractorConfig, CompilerState } = createRequire(import.meta.url)('@microsoft/api-extractor') as typeof ApiExtractor;
  const configs = CONFIGS.map((config) => ExtractorConfig.loadFileAndPrepare(path.join(COMPILER, config)));
  let compilerState: ApiExtractor.CompilerState;
  beforeAll(() => {
    compilerState = CompilerState.create(configs[0]!, { additionalEntryPoints: configs.map((c) => c.mainEntryPointFilePath) });
  }, 120_000);

  CONFIGS.forEach((config, i) => {
    it(`${config}: the entry point matches its checked-in report, with no warnings`, () => {
      const messages: string[] = [];
      const result = Extractor.invoke(configs[i]!, {
        localBuild: false,
        compilerState,
        messageCallback: (message) => {
          if (message.logLevel === 'warning' || message.logLevel === 'error') messages.push(`${message.logLevel} ${message.messageId}: ${message.text}`);
          message.handled = true;
        },
      });
      expect(messages).toEqual([]);
      expect(result.succeeded).toBe(true);
    }, 120_000);
  });

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
