import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlAlias, serveSite, type ServedSite } from './serve-site.js';

async function writeBuild(dir: string, title: string): Promise<void> {
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  await writeFile(path.join(dir, '404.html'), `<!doctype html><title>${title} not found</title>`);
}

describe('serveSite', () => {
  let served: ServedSite | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await served?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('serves the new build after the output folder is replaced, as sitegraph build does', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegraph-serve-'));
    const dist = path.join(root, 'dist');
    await writeBuild(dist, 'first');
    served = await serveSite({ dir: dist, port: 0 });
    expect(await (await fetch(served.url)).text()).toContain('first');

    const next = path.join(root, 'dist.next');
    await writeBuild(next, 'second');
    await writeFile(path.join(next, 'docs', 'new.html'), '<!doctype html><title>new page</title>');
    await rm(dist, { recursive: true });
    await rename(next, dist);

    expect(await (await fetch(served.url)).text()).toContain('second');
    const added = await fetch(`${served.url}docs/new`);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('new page');
    const missing = await fetch(`${served.url}nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('second not found');
  });
});

describe('htmlAlias', () => {
  it('drops a .html suffix and keeps the query; none for index.html or other paths', () => {
    expect(htmlAlias('/docs/intro.html')).toBe('/docs/intro');
    expect(htmlAlias('/docs/intro.html?x=1#h')).toBe('/docs/intro?x=1#h');
    expect(htmlAlias('/docs/index.html')).toBeNull();
    expect(htmlAlias('/docs/intro')).toBeNull();
  });
});
