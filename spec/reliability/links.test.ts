// Issue #13 items 2–3: nothing is read or served from outside the site and output folders.
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { serveSite, type ServedSite } from '@sitegraph/runtime';
import { makeProject, sitegraphIn } from './support.js';

const tempDir = tempDirs('sitegraph-links-');

describe('serve never leaves the real path of the output folder', () => {
  let served: ServedSite | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });

  it('answers 404 for links inside dist that point outside it, and serves links that stay inside', async () => {
    const work = tempDir();
    const secret = path.join(work, 'secret');
    mkdirSync(secret);
    writeFileSync(path.join(secret, 'passwd.txt'), 'root:x:0:0');
    writeFileSync(path.join(secret, 'index.html'), '<title>secret index</title>');
    const dist = path.join(work, 'dist');
    mkdirSync(path.join(dist, 'docs'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<title>home</title>');
    writeFileSync(path.join(dist, '404.html'), '<title>not found</title>');
    writeFileSync(path.join(dist, 'docs', 'a.html'), '<title>doc a</title>');
    symlinkSync(path.join(secret, 'passwd.txt'), path.join(dist, 'passwd.txt'));
    symlinkSync('/etc/passwd', path.join(dist, 'etc-passwd'));
    symlinkSync(secret, path.join(dist, 'leak'));
    symlinkSync(path.join(dist, 'docs', 'a.html'), path.join(dist, 'alias.html'));
    // Served through a link to the output folder: its real path is what counts.
    const distLink = path.join(work, 'dist-link');
    symlinkSync(dist, distLink);
    served = await serveSite({ dir: distLink, port: 0 });
    for (const p of ['passwd.txt', 'etc-passwd', 'leak/passwd.txt', 'leak/', 'leak', 'leak/index.html', 'le%61k/passwd.txt']) {
      const res = await fetch(`${served.url}${p}`);
      const body = await res.text();
      expect(res.status, p).toBe(404);
      expect(body, p).not.toMatch(/root:x|secret index/);
    }
    const alias = await fetch(`${served.url}alias`);
    expect(alias.status).toBe(200);
    expect(await alias.text()).toContain('doc a');
    expect((await fetch(served.url)).status).toBe(200);
  });

  it('a missing folder is a one-line error naming it', () => {
    const r = sitegraphIn(tempDir(), 'serve', 'no-such-dist', '--port', '0');
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^error \[serve\/missing-folder\] No built site in .*no-such-dist: the folder does not exist\./);
  });
});

describe('build copies static/ as files and refuses links out of the site', () => {
  it('copies a link that stays inside the site as a plain file', () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    writeFileSync(path.join(site, 'shared.txt'), 'shared');
    symlinkSync(path.join(site, 'shared.txt'), path.join(site, 'static', 'shared.txt'));
    symlinkSync(path.join(site, 'static', 'img'), path.join(site, 'static', 'images'));
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(r.code, r.stderr).toBe(0);
    for (const f of ['shared.txt', 'images/logo.txt']) {
      const abs = path.join(root, 'dist', f);
      expect(lstatSync(abs).isSymbolicLink(), f).toBe(false);
      expect(lstatSync(path.dirname(abs)).isSymbolicLink(), f).toBe(false);
    }
    expect(readFileSync(path.join(root, 'dist', 'shared.txt'), 'utf8')).toBe('shared');
  });

  it('a link in static/ to a file outside the site is an error naming the link; the old output stays', () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    const first = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(first.code, first.stderr).toBe(0);
    writeFileSync(path.join(root, 'outside.txt'), 'outside');
    symlinkSync(path.join(root, 'outside.txt'), path.join(site, 'static', 'leak.txt'));
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(r.code).toBe(1);
    // Found when the site is loaded (static/ is content), before the runtime's copy would refuse it.
    expect(r.stderr).toMatch(/^static\/leak\.txt: error \[content\/link-outside-site\] A symbolic link to .*outside\.txt, outside the site folder/m);
    expect(existsSync(path.join(root, 'dist', 'leak.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'dist', '404.html'))).toBe(true);
  });
});

describe('content is read only from inside the site folder', () => {
  it('a doc that links outside the site is an error naming the file, and nothing is written', () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    writeFileSync(path.join(root, 'private.md'), '# Private\n\nnot for publishing\n');
    symlinkSync(path.join(root, 'private.md'), path.join(site, 'docs', 'leak.md'));
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist', '--graph-only');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docs\/leak\.md: error \[content\/link-outside-site\] A symbolic link to .*private\.md, outside the site folder/m);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('a linked folder inside the site is read as usual', () => {
    const { root, site } = makeProject(path.join(tempDir(), 'project'));
    mkdirSync(path.join(site, 'shared'));
    writeFileSync(path.join(site, 'shared', 'extra.md'), '# Extra\n');
    symlinkSync(path.join(site, 'shared'), path.join(site, 'docs', 'linked'));
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist', '--graph-only');
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'dist', 'graph.json'), 'utf8')).toContain('/docs/linked/extra');
  });
});
