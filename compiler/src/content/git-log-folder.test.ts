import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GitLogFolder } from './git-log-folder.js';

/** One commit of `git log --format=%x1e%ct%x1f%an -z --name-status -M` output. */
const commit = (seconds: number, author: string, ...changes: string[][]) =>
  `\x1e${seconds}\x1f${author}\0` + changes.map((c, i) => `${i === 0 ? '\n' : ''}${c.join('\0')}\0`).join('');

// Newest first, as git log prints: b edited, a renamed to c, then the first commit adding a and b.
const LOG =
  commit(300, 'Cy Dee') +
  commit(200, 'Bob', ['M', 'docs/b.md'], ['R100', 'docs/a.md', 'docs/c.md']) +
  commit(150, 'Eve', ['M', 'docs/a.md']) +
  commit(100, 'Ann Lee', ['A', 'docs/a.md'], ['A', 'docs/b.md']);

const wanted = { last: new Set(['docs/b.md', 'docs/c.md', 'docs/new.md']), created: new Set(['docs/c.md', 'docs/b.md']) };

describe('GitLogFolder', () => {
  it('takes the last commit touching the current path and the add following renames', () => {
    const folder = new GitLogFolder(wanted);
    folder.push(LOG);
    expect(Object.fromEntries(folder.result())).toEqual({
      'docs/b.md': { lastUpdatedAt: 200_000, lastUpdatedBy: 'Bob', createdAt: 100_000 },
      'docs/c.md': { lastUpdatedAt: 200_000, lastUpdatedBy: 'Bob', createdAt: 100_000 },
    });
    expect(folder.done).toBe(false); // docs/new.md is not committed: never found, no entry
  });

  it('is done, and stops reading, once every wanted fact is known', () => {
    const folder = new GitLogFolder({ last: new Set(['docs/b.md']), created: new Set() });
    folder.push(LOG);
    expect(folder.done).toBe(true);
    expect(Object.fromEntries(folder.result())).toEqual({ 'docs/b.md': { lastUpdatedAt: 200_000, lastUpdatedBy: 'Bob' } });
  });

  it('gives the same history however the output is split into chunks', () => {
    const whole = new GitLogFolder(wanted);
    whole.push(LOG);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: LOG.length - 1 }), { maxLength: 12 }), (cuts) => {
        const folder = new GitLogFolder(wanted);
        let from = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          folder.push(LOG.slice(from, cut));
          from = cut;
        }
        folder.push(LOG.slice(from));
        expect(folder.result()).toEqual(whole.result());
      }),
    );
  });

  it('reads authors with spaces and odd characters, and ignores a truncated change', () => {
    const folder = new GitLogFolder({ last: new Set(['x.md']), created: new Set() });
    folder.push(commit(5, 'Zoë O’Brien-Ng', ['M', 'x.md']) + '\x1e6\x1fLate\0\nM\0');
    expect(folder.result().get('x.md')).toEqual({ lastUpdatedAt: 5000, lastUpdatedBy: 'Zoë O’Brien-Ng' });
  });
});
