// Issue #13 items 8–10, what needs a real process: deeply nested Markdown is a one-line error
// naming the file, not a stack trace, and `serve`'s port errors. The error lines of the other
// bad inputs are checked in-process (compiler/src/cli/commands/build-errors.test.ts).
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsMinimalSite } from '../../fixtures/projects.js';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { sitegraphIn } from './support.js';

const tempDir = tempDirs('sitegraph-errors-');

/** What a spawned graph-only build prints for the docs-minimal site with `docs/deep.md` added. */
function buildWithDeepDoc(text: string): { code: number | null; stderr: string } {
  const site = docsMinimalSite(path.join(tempDir(), 'site'), { 'docs/deep.md': text });
  return sitegraphIn(path.dirname(site), 'build', site, '--out', path.join(path.dirname(site), 'dist'), '--graph-only');
}

describe('one-line errors instead of stack traces', () => {
  it('deeply nested Markdown names the file', () => {
    const r = buildWithDeepDoc(`# Deep\n\n${'>'.repeat(20000)} x\n`);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').filter((l) => / error \[/.test(l) || l.startsWith('error ['))).toEqual([expect.stringMatching(/^docs\/deep\.md:3: error \[markdown\/too-deeply-nested\]/)]);
    expect(r.stderr).not.toMatch(/RangeError|\n\s+at /);
  });

  it.each(['abc', '70000', '3.5', ''])('serve --port %s is a usage error naming the option', (port) => {
    const r = sitegraphIn(tempDir(), 'serve', '.', '--port', port);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(new RegExp(`^error \\[cli/bad-port\\] --port "${port.replace('.', '\\.')}" is not a port`));
  });

  it('serve on a port in use says so in one line', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const dist = tempDir();
      writeFileSync(path.join(dist, 'index.html'), 'x');
      const r = sitegraphIn(tempDir(), 'serve', dist, '--port', String(port));
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(`error [serve/port-in-use] Port ${port} on 127.0.0.1 is already in use; stop the other server or pass another --port (0 picks a free one).`);
    } finally {
      blocker.close();
    }
  });
});
