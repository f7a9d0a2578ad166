import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserError } from '../safety/index.js';
import { printDiagnostics, printFailure } from './print-diagnostics.js';

function captureStderr(): { text: () => string } {
  let out = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  return { text: () => out };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printFailure', () => {
  it('prints a UserError as one line with its code', () => {
    const err = captureStderr();
    printFailure(new UserError('serve/port-in-use', 'Port 3000 is in use.'), false);
    expect(err.text()).toBe('error [serve/port-in-use] Port 3000 is in use.\n');
  });

  it('prints a file-system error naming its path', () => {
    const err = captureStderr();
    printFailure(Object.assign(new Error('EACCES: permission denied, open \'/x/y\''), { code: 'EACCES', path: '/x/y' }), false);
    expect(err.text()).toBe("error [fs/eacces] /x/y: EACCES: permission denied, open '/x/y'\n");
  });

  it('an internal error asks for a report, with the trace only when verbose', () => {
    const quiet = captureStderr();
    printFailure(new TypeError('Cannot read properties of undefined'), false);
    expect(quiet.text()).toMatch(/^error \[internal\] Cannot read properties of undefined\nThis is a bug in sitegraph: please report it .*--verbose.*\n$/);
    expect(quiet.text()).not.toMatch(/\n\s+at /);
    vi.restoreAllMocks();
    const verbose = captureStderr();
    printFailure(new TypeError('Cannot read properties of undefined'), true);
    expect(verbose.text()).toMatch(/please report it[\s\S]*TypeError: Cannot read properties of undefined\n\s+at /);
  });
});

describe('printDiagnostics', () => {
  it('sorts by file, line and column', () => {
    const err = captureStderr();
    printDiagnostics([
      { level: 'error', code: 'b', message: 'm', file: 'docs/b.md', line: 2 },
      { level: 'error', code: 'a', message: 'm', file: 'docs/a.md', line: 9 },
      { level: 'warning', code: 'c', message: 'm', file: 'docs/a.md', line: 3 },
    ]);
    expect(err.text().split('\n').filter(Boolean).map((l) => l.split(' ')[0])).toEqual(['docs/a.md:3:', 'docs/a.md:9:', 'docs/b.md:2:']);
  });
});
