import { describe, expect, it } from 'vitest';
import { parseJobs } from './parse-jobs.js';

describe('parseJobs', () => {
  it('takes a whole number from 1', () => {
    expect(parseJobs('1')).toBe(1);
    expect(parseJobs(' 8 ')).toBe(8);
  });

  it.each(['0', '-2', '1.5', 'two', ''])('refuses %j with cli/bad-jobs', (text) => {
    expect(() => parseJobs(text)).toThrow(expect.objectContaining({ code: 'cli/bad-jobs' }));
  });
});
