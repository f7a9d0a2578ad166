import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.js';

/**
 * Test files run at a time in the non-browser projects (the browser project sets its own: one).
 * Vitest's default, one less than the cores, is a single worker on this project's 2-core
 * machine, so every file ran after the other while a core idled through each file's spawns,
 * builds and file I/O: `npm run test:quick` took 222 s with one worker and 119 s with two
 * (issue #37, same 1,350 tests, load average 13–17). `VITEST_MAX_WORKERS` still overrides it.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers: WORKERS } });
