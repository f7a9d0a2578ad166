import type { OutputOptionNames } from '../safety/index.js';

/** How the output folder's refusals name the API's options (`build` and `writeSite`), not the CLI's flags. */
export const API_OUTPUT_OPTIONS: OutputOptionNames = { outDir: 'outDir', force: '{ force: true }', example: 'outDir "dist"' };
