import { describe, expect, it } from 'vitest';
import { isFileEvent } from './watch-events.js';

describe('isFileEvent', () => {
  it('keeps file events and drops folder events (a folder read as a file fails with EISDIR)', () => {
    expect(['add', 'change', 'unlink'].filter(isFileEvent)).toEqual(['add', 'change', 'unlink']);
    expect(['addDir', 'unlinkDir', 'ready', 'error', 'raw'].filter(isFileEvent)).toEqual([]);
  });
});
