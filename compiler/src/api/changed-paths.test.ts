import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { compile, createCompiler, createDevCompiler, loadSite, type SiteGraph } from '../index.js';

const SITES = fileURLToPath(new URL('../../../fixtures/sites/', import.meta.url));
const tempDir = tempDirs('sitegraph-api-paths-');

/** A copy of the `docs-minimal` fixture. */
function siteCopy(): string {
  const site = path.join(tempDir(), 'site');
  cpSync(path.join(SITES, 'docs-minimal'), site, { recursive: true });
  return site;
}

/** Adds `docs/<name>.md` and returns how a watcher may name it. */
function addDoc(site: string, name: string): { absolute: string; dotted: string; relative: string } {
  writeFileSync(path.join(site, 'docs', `${name}.md`), `# ${name}\n\nAdded by the test.\n`);
  return { absolute: path.join(site, 'docs', `${name}.md`), dotted: `./docs/${name}.md`, relative: `docs/${name}.md` };
}

/** The ids of the graph's current docs. */
function docIds(graph: SiteGraph): string[] {
  return graph.docs.default!.versions[0]!.docs.map((d) => d.id).sort();
}

describe('changed paths of the incremental sessions', () => {
  it('createCompiler().update takes absolute, ./ and site-relative paths, as a fresh compile', async () => {
    const site = siteCopy();
    const session = createCompiler(site);
    await session.compile();
    for (const form of ['absolute', 'dotted', 'relative'] as const) {
      const updated = await session.update([addDoc(site, `added-${form}`)[form]]);
      expect(updated.graph).toEqual(compile(await loadSite(site)).graph);
      expect(docIds(updated.graph)).toContain(`added-${form}`);
    }
  });

  it('createCompiler().update refuses a path outside the site folder', async () => {
    const site = siteCopy();
    const session = createCompiler(site);
    await session.compile();
    await expect(session.update([path.join(site, '..', 'elsewhere.md')])).rejects.toMatchObject({ code: 'site/path-outside' });
  });

  it('createDevCompiler().compile takes an absolute path, and refuses one outside the site', async () => {
    const site = siteCopy();
    const dev = createDevCompiler(site, { cwd: tempDir() });
    try {
      await dev.compile(null);
      const result = await dev.compile([addDoc(site, 'added-dev').absolute]);
      expect('kind' in result ? null : docIds(result.graph)).toContain('added-dev');
      await expect(dev.compile(['../outside.md'])).rejects.toMatchObject({ code: 'site/path-outside' });
    } finally {
      await dev.close();
    }
  });
});
