import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { build, compile, loadSite, writeSite, type CompileResult } from '../index.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));
const tempDir = tempDirs('sitegraph-write-site-');

let result: CompileResult;
beforeAll(async () => {
  result = compile(await loadSite(SITE));
});

/** A copy of the fixture (a refused write must not touch the repository's copy if it went through). */
function siteCopy(): string {
  const site = path.join(tempDir(), 'site');
  cpSync(SITE, site, { recursive: true });
  return site;
}

/** The error `written` rejects with (a message saying it did not when it resolves). */
async function refusal(written: Promise<unknown>): Promise<{ code?: string; message: string }> {
  return written.then(
    (): { code?: string; message: string } => ({ message: 'written' }),
    (e: unknown) => e as { code?: string; message: string },
  );
}

describe('build from the API', () => {
  it('names its options, not CLI flags, when it refuses an output folder', async () => {
    const site = siteCopy();
    const overlap = await refusal(build(site, { outDir: path.join(site, 'blog/out'), graphOnly: true, cache: false }));
    expect(overlap.code).toBe('output/overlaps-sources');
    expect(overlap.message).toContain('outDir');
    const out = path.join(tempDir(), 'taken');
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'not a sitegraph output');
    const foreign = await refusal(build(site, { outDir: out, graphOnly: true, cache: false }));
    expect(foreign.message).toContain('{ force: true }');
    for (const e of [overlap, foreign]) expect(e.message).not.toMatch(/--out|--force/);
  });
});

describe('writeSite from the API', () => {
  it('lists every content folder of the site in the compile result', () => {
    expect(result.contentDirs).toEqual(expect.arrayContaining(['blog', 'docs', 'src/pages', 'static', 'versioned_docs', 'versioned_sidebars']));
  });

  it.each(['docs', 'docs/out', 'blog/out', 'src/pages/out', 'versioned_docs/version-1.0/out', 'static/out', 'versioned_sidebars'])(
    'refuses an output folder %s that overlaps a content folder, and writes nothing',
    async (dir) => {
      const site = siteCopy();
      const error = await refusal(writeSite(result, path.join(site, dir), { siteDir: site }));
      expect(error.code).toBe('output/overlaps-sources');
      expect(existsSync(path.join(site, dir, 'graph.json'))).toBe(false);
    },
  );

  it('speaks of its own options (outDir, force), not of CLI flags', async () => {
    const site = siteCopy();
    const overlap = await refusal(writeSite(result, path.join(site, 'docs/out'), { siteDir: site }));
    const out = path.join(tempDir(), 'taken');
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'not a sitegraph output');
    const foreign = await refusal(writeSite(result, out, { siteDir: site }));
    expect(foreign.code).toBe('output/not-sitegraph-output');
    expect(overlap.message).toContain('outDir');
    expect(foreign.message).toContain('{ force: true }');
    for (const e of [overlap, foreign]) expect(e.message).not.toMatch(/--out|--force/);
  });

  it('writes beside the site, and replaces a foreign folder with force', async () => {
    const site = siteCopy();
    const out = path.join(path.dirname(site), 'out');
    await writeSite(result, out, { siteDir: site });
    expect(JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(result.graph)));
    const taken = path.join(tempDir(), 'taken');
    mkdirSync(taken);
    writeFileSync(path.join(taken, 'notes.txt'), 'not a sitegraph output');
    await writeSite(result, taken, { siteDir: site, force: true });
    expect(existsSync(path.join(taken, 'graph.json'))).toBe(true);
  });
});
