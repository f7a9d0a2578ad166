import { UserError } from '../safety/index.js';

/**
 * Parses a `--jobs` value: the number of threads a build may use, a whole number from 1.
 *
 * @throws UserError `cli/bad-jobs` naming the value
 */
export function parseJobs(text: string): number {
  const jobs = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isInteger(jobs) || jobs < 1) {
    throw new UserError('cli/bad-jobs', `--jobs ${JSON.stringify(text)} is not a thread count: give a whole number from 1.`);
  }
  return jobs;
}
