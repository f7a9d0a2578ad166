import { cpSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { createDevCompiler, type DevCompileOutput, type StoredBytes } from '@sitegraph/compiler';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import type { SitePlan } from '../data/plan-site-data.js';
import { lazyContentHashes, lazyPlannedFile } from '../data/lazy-file.js';
import type { DataFile } from '../data/site-data.js';
import { indexPlannedChunks } from './content-edit.js';
import type { PageChunk } from '../data/graph-types.js';
import { makePlan } from './dev-state.js';
import { restorePlan as restoreFrom, serializePlan } from './plan-snapshot.js';

/** Bytes held in memory, as the dev compiler's snapshot hands them back. */
function bytesInMemory(bytes: Uint8Array): StoredBytes {
  return {
    length: bytes.length,
    read(start, end) {
      if (start < 0 || end > bytes.length || start > end) throw new RangeError(`bytes ${start}..${end} of ${bytes.length}`);
      return bytes.subarray(start, end);
    },
  };
}

/** {@link restoreFrom} of bytes in memory. */
const restorePlan = (bytes: Uint8Array, year: number, chunk: (hash: string) => PageChunk) => restoreFrom(bytesInMemory(bytes), year, chunk);

const SITE = fileURLToPath(new URL('../../../fixtures/sites/runtime-basic', import.meta.url));
const dirs = tempDirs('sitegraph-plan-snap-');

/** A copy of the fixture site whose files were last modified long ago (a start snapshot is saved only then). */
function oldSite(): string {
  const site = path.join(dirs(), 'site');
  cpSync(SITE, site, { recursive: true });
  const old = new Date('2026-01-01T00:00:00Z');
  for (const f of fg.sync('**/*', { cwd: site, dot: true, onlyFiles: false })) utimesSync(path.join(site, f), old, old);
  return site;
}

/** A plan as plain data: every file's id, text and value (lazy files resolved), and the rest. */
function planData(plan: SitePlan) {
  const { files, ...rest } = plan;
  return { ...rest, files: [...files].map(([id, f]) => ({ id, text: f.text, value: f.value, planned: f.planned })) };
}

function graphResult(output: DevCompileOutput) {
  if ('kind' in output) throw new Error('expected a graph');
  return output;
}

describe('dev start snapshot of the data plan', () => {
  it('gives back the plan it saved, lazily planned files and their chunks included', async () => {
    const dev = createDevCompiler(SITE, { cwd: dirs() });
    const first = graphResult(await dev.compile(null));
    const { plan } = makePlan({ ...first, content: { ...first.content, snapshot: undefined } });
    const year = new Date().getFullYear();
    const restored = restorePlan(serializePlan(plan, year), year, (hash) => first.content.chunk(hash));
    expect(restored).not.toBeNull();
    expect(planData(restored!)).toEqual(planData(plan));
    expect([...restored!.files.values()].some((f) => f.planned !== undefined)).toBe(true);
    // The first content edit's index, read from the bytes, is the one of the texts.
    expect(indexPlannedChunks(restored!)).toEqual(indexPlannedChunks(plan));
    await dev.close();
  });

  it('refuses bytes of another year or that are no saved plan', async () => {
    const dev = createDevCompiler(SITE, { cwd: dirs() });
    const first = graphResult(await dev.compile(null));
    const { plan } = makePlan({ ...first, content: { ...first.content, snapshot: undefined } });
    const chunk = (hash: string) => first.content.chunk(hash);
    expect(restorePlan(serializePlan(plan, 2025), 2026, chunk)).toBeNull();
    expect(restorePlan(new Uint8Array([1, 2, 3]), 2026, chunk)).toBeNull();
    expect(restorePlan(new TextEncoder().encode('{"layout":1}'), 2026, chunk)).toBeNull();
    await dev.close();
  });

  it('plans a restored first compile from the plan the first session attached to its snapshot', async () => {
    const site = oldSite();
    const cwd = dirs();
    const session = createDevCompiler(site, { cwd });
    const fresh = makePlan(graphResult(await session.compile(null)));
    session.onFirstPage();
    await session.checked;
    await session.close();
    const next = createDevCompiler(site, { cwd });
    const result = graphResult(await next.compile(null));
    expect(result.content.snapshot?.restored?.length).toBeGreaterThan(0);
    const restored = makePlan(result);
    expect(planData(restored.plan)).toEqual(planData(fresh.plan));
    await next.close();
  });

  it('takes the attached plan as it is, without planning the graph again (the compiler vouches that the graph is the same)', async () => {
    const dev = createDevCompiler(SITE, { cwd: dirs() });
    const first = graphResult(await dev.compile(null));
    const { plan } = makePlan({ ...first, content: { ...first.content, snapshot: undefined } });
    const bytes = serializePlan(plan, new Date().getFullYear());
    const emptied = { ...first.graph, routes: [] };
    const attached = makePlan({ ...first, graph: emptied, content: { ...first.content, snapshot: { restored: bytesInMemory(bytes), attach() {} } } });
    expect(attached.plan.pages.length).toBe(plan.pages.length);
    const planned = makePlan({ ...first, graph: emptied, content: { ...first.content, snapshot: undefined } });
    expect(planned.plan.pages.length).toBeLessThan(plan.pages.length);
    await dev.close();
  });

  it('keeps texts of any script through the bytes, and refuses bytes whose texts were cut short', () => {
    const texts = ['{"title":"Café ☕ 漢字 😀"}', '{"content":{"$chunk":"c1"},"title":"Ünïcödé"}', '{}'];
    const plan = {
      shell: {},
      manifest: [],
      files: new Map([
        ['a', { text: texts[0]!, value: JSON.parse(texts[0]!) as DataFile }],
        ['b', lazyPlannedFile(texts[1]!, JSON.parse(texts[1]!) as DataFile, () => ({ source: 'x.md', body: { type: 'root', children: [] }, toc: [], contentTitle: 'Ωmega', imports: [], meta: {} }))],
        ['c', { text: texts[2]!, value: {} as DataFile }],
      ]),
      pages: [],
      notFound: { path: '/404', chain: [] },
      warnings: [],
    } as unknown as SitePlan;
    const bytes = serializePlan(plan, 2026);
    const restored = restorePlan(bytes, 2026, () => ({ source: 'x.md', body: { type: 'root', children: [] }, toc: [], contentTitle: 'Ωmega', imports: [], meta: {} }));
    expect(planData(restored!)).toEqual(planData(plan));
    expect(restored!.files.get('b')!.planned).toBe(texts[1]);
    expect(restorePlan(bytes.subarray(0, bytes.length - 1), 2026, () => {
      throw new Error('not read');
    })).toBeNull();
  });

  it('gives the content markers of each saved file as lazyContentHashes reads its text (property)', () => {
    const fragment = fc.constantFrom('{"$chunk":"', 'abc123', '"}', '"', '}', '{', '\\"', 'é', '漢', '😀', ',', '{"$chunk":""}', '{"$chunk":"é"}');
    const chunk = () => ({ source: 'x.md', body: { type: 'root' as const, children: [] }, toc: [], contentTitle: null, imports: [], meta: {} });
    fc.assert(
      fc.property(fc.array(fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('')), { minLength: 1, maxLength: 5 }), (texts) => {
        const files = new Map(texts.map((text, i) => [`f${i}`, lazyPlannedFile(text, {} as DataFile, chunk)]));
        const plan = { shell: {}, manifest: [], files, pages: [], notFound: { path: '/404', chain: [] }, warnings: [] } as unknown as SitePlan;
        const restored = restorePlan(serializePlan(plan, 2026), 2026, chunk)!;
        texts.forEach((text, i) => expect(restored.files.get(`f${i}`)!.chunkHashes!()).toEqual(lazyContentHashes(text)));
      }),
      { numRuns: 1000 },
    );
  });
});
