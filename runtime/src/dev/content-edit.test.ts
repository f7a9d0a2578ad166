import { describe, expect, it } from 'vitest';
import { renameDataIds } from '../client/dev-updates.js';
import type { PageChunk } from '../data/graph-types.js';
import { planSiteData, type SitePlan } from '../data/plan-site-data.js';
import type { DocData } from '../data/site-data.js';
import { goldenGraph } from '../test-support/golden-graph.js';
import { applyContentEdit, indexPlannedChunks } from './content-edit.js';
import { pushedFiles } from './pushed-files.js';

const FEATURES = '/work/shared/corpora/features/expected.docusaurus-3.7.0.json'.replace('/work/shared', new URL('../../../../shared', import.meta.url).pathname);

function lazyPlan() {
  const { graph, chunks } = goldenGraph(FEATURES);
  const readChunk = (hash: string): PageChunk => {
    const c = chunks.get(hash);
    if (!c) throw new Error(`no chunk ${hash}`);
    return c;
  };
  const plan = planSiteData({ graph, buildYear: 2025, lazyContent: true, readChunk });
  const source = Object.keys(graph.content).find((s) => s.startsWith('docs/'))!;
  return { plan, chunks, readChunk, chunk: graph.content[source]!.chunk };
}

function edited(chunks: Map<string, PageChunk>, from: string, to: string, text: string): void {
  const c = chunks.get(from)!;
  chunks.set(to, { ...c, body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }] } });
}

describe('applyContentEdit', () => {
  it('re-ids the data files embedding an edited chunk and the manifest, and says how to patch the client manifest', () => {
    const { plan, chunks, readChunk, chunk } = lazyPlan();
    edited(chunks, chunk, 'edited0000000001', 'Edited body.');
    const oldManifestText = plan.files.get(plan.shell.manifest)!.text;
    const { plan: next, action, replaced } = applyContentEdit(plan, new Map([[chunk, 'edited0000000001']]), readChunk);
    if (action.kind !== 'update') throw new Error(`expected an update, got ${action.kind}`);
    const renamed = action.update.renamed!;
    expect(Object.keys(renamed).length).toBeGreaterThan(0);
    expect(replaced).toEqual(action.update.removed);
    for (const [from, to] of Object.entries(renamed)) {
      // Replaced files stay readable until the next edit retires them.
      expect(next.files.get(from)!.text).not.toContain('Edited body.');
      expect(next.files.get(to)!.text).toContain('Edited body.');
    }
    const doc = next.files.get(Object.values(renamed)[0]!)!.value as DocData;
    expect(doc.content.body.children).toHaveLength(1);
    // The manifest: a new id, its text is its value, and the client's patch gives the same routes.
    const manifest = next.files.get(action.update.manifest)!;
    expect(action.update.manifest).toBe(next.shell.manifest);
    expect(action.update.removed).toEqual([...Object.keys(renamed), plan.shell.manifest].sort());
    expect(manifest.text).toBe(JSON.stringify(manifest.value));
    expect(manifest.value).toEqual({ view: 'manifest', routes: renameDataIds(plan.manifest, renamed) });
    expect(next.manifest).toEqual(renameDataIds(plan.manifest, renamed));
    expect(next.files.get(plan.shell.manifest)!.text).toBe(oldManifestText);
    expect(oldManifestText).not.toContain(Object.values(renamed)[0]);
    // The next edit deletes what this one replaced.
    edited(chunks, 'edited0000000001', 'edited0000000002', 'Edited again.');
    const again = applyContentEdit(next, new Map([['edited0000000001', 'edited0000000002']]), readChunk, undefined, replaced);
    for (const id of replaced) expect(again.plan.files.has(id)).toBe(false);
    for (const id of again.replaced) expect(again.plan.files.has(id)).toBe(true);
  });

  it('keeps the file an edit makes again when it undoes the previous edit', () => {
    const { plan, chunks, readChunk, chunk } = lazyPlan();
    edited(chunks, chunk, 'edited0000000001', 'Edited body.');
    const index = indexPlannedChunks(plan);
    const first = applyContentEdit(plan, new Map([[chunk, 'edited0000000001']]), readChunk, index);
    if (first.action.kind !== 'update') throw new Error('expected an update');
    const original = Object.keys(first.action.update.renamed!);
    const back = applyContentEdit(first.plan, new Map([['edited0000000001', chunk]]), readChunk, index, first.replaced);
    if (back.action.kind !== 'update') throw new Error('expected an update');
    expect(Object.values(back.action.update.renamed!).sort()).toEqual([...original].sort());
    for (const id of original) expect(back.plan.files.get(id)!.text).not.toContain('Edited body.');
  });

  it('keeps its chunk index in step across edits', () => {
    const { plan, chunks, readChunk, chunk } = lazyPlan();
    const index = indexPlannedChunks(plan);
    edited(chunks, chunk, 'edited0000000001', 'First edit.');
    edited(chunks, chunk, 'edited0000000002', 'Second edit.');
    // The index of the files an edit left current (replaced ones are only kept for reading).
    const current = (p: SitePlan, replaced: string[]) => indexPlannedChunks({ ...p, files: new Map([...p.files].filter(([id]) => !replaced.includes(id))) });
    const first = applyContentEdit(plan, new Map([[chunk, 'edited0000000001']]), readChunk, index);
    expect(index).toEqual(current(first.plan, first.replaced));
    const firstFiles = new Map(first.plan.files);
    const second = applyContentEdit(first.plan, new Map([['edited0000000001', 'edited0000000002']]), readChunk, index, first.replaced);
    expect(index).toEqual(current(second.plan, second.replaced));
    const fresh = applyContentEdit({ ...first.plan, files: firstFiles }, new Map([['edited0000000001', 'edited0000000002']]), readChunk, current({ ...first.plan, files: firstFiles }, first.replaced), first.replaced);
    expect(second.action).toEqual(fresh.action);
    expect(applyContentEdit(second.plan, new Map([['not-a-chunk', 'x']]), readChunk, index).action).toEqual({ kind: 'none' });
  });
});

describe('pushedFiles', () => {
  it('gives the files to push, or none past the size limit', () => {
    const { plan } = lazyPlan();
    const ids = [...plan.files.keys()].slice(0, 3);
    const small = pushedFiles(plan, ids);
    expect(Object.keys(small.files!)).toEqual(ids);
    expect(small.chars).toBe(ids.reduce((n, id) => n + plan.files.get(id)!.text.length, 0));
    expect(pushedFiles(plan, ids, small.chars - 1).files).toBeUndefined();
    expect(pushedFiles(plan, ['missing']).files).toBeUndefined();
  });
});
