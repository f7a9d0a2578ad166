import { UsageError } from './usage-error.js';

/**
 * Parses a `--jobs` value (the number of threads a build may use) or another count option
 * named by `flag` (`--batch-size`): a whole number from 1.
 *
 * @throws UsageError `cli/bad-jobs` naming the option and the value (the CLI exits with 2)
 */
export function parseJobs(text: string, flag = '--jobs', what = 'a thread count'): number {
  const jobs = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isInteger(jobs) || jobs < 1) {
    throw new UsageError('cli/bad-jobs', `${flag} ${JSON.stringify(text)} is not ${what}: give a whole number from 1.`);
  }
  return jobs;
}
