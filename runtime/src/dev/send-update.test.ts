import type { ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import type { SitePlan } from '../data/plan-site-data.js';
import { createDevErrorState } from './dev-error-state.js';
import { sendUpdate } from './send-update.js';

/** A Vite with only what sendUpdate uses: its WebSocket and module graph. */
function fakeVite() {
  const sent: unknown[] = [];
  const invalidated: unknown[] = [];
  const site = { id: '\0virtual:sitegraph-site' };
  const vite = {
    ws: { send: (message: unknown) => sent.push(message) },
    moduleGraph: { getModuleById: (id: string) => (id === site.id ? site : undefined), invalidateModule: (m: unknown) => invalidated.push(m) },
  } as unknown as ViteDevServer;
  return { vite, sent, invalidated, site };
}

const plan = { files: new Map([['page-2', { text: '{"b":2}', value: { b: 2 } }]]) } as unknown as SitePlan;

describe('sendUpdate', () => {
  it('sends an in-place update with its pushed files and timing', async () => {
    const { vite, sent } = fakeVite();
    const update = { shellChanged: false, manifest: 'm2', removed: [], renamed: { 'page-1': 'page-2' } };
    const steps = await sendUpdate({ kind: 'update', update }, { plan, changedAt: 5, vite: () => Promise.resolve(vite), errors: createDevErrorState() });
    expect(sent).toEqual([{ type: 'custom', event: 'sitegraph:update', data: update }]);
    expect(update).toMatchObject({ files: { 'page-2': { b: 2 } }, timing: { changed: 5 } });
    expect(steps.map((s) => s.split(' ')[0])).toEqual(['payload', 'send']);
  });

  it('reloads open pages after invalidating the site module, and sends a standing error', async () => {
    const { vite, sent, invalidated, site } = fakeVite();
    const errors = createDevErrorState();
    errors.compileFailed({ message: 'broken', stack: '', plugin: 'sitegraph' });
    await sendUpdate({ kind: 'reload', reason: 'site configuration changed' }, { plan, changedAt: 0, vite: () => Promise.resolve(vite), errors });
    expect(invalidated).toEqual([site]);
    expect(sent).toEqual([{ type: 'full-reload', path: '*' }, { type: 'error', err: { message: 'broken', stack: '', plugin: 'sitegraph' } }]);
  });

  it('sends nothing when nothing changed and no error was shown', async () => {
    const { vite, sent } = fakeVite();
    const steps = await sendUpdate({ kind: 'none' }, { plan, changedAt: 0, vite: () => Promise.resolve(vite), errors: createDevErrorState() });
    expect([sent, steps]).toEqual([[], []]);
  });
});
