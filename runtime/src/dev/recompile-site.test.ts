import { describe, expect, it, vi } from 'vitest';
import type { DevCompileResult, DevContentEdit } from '@sitegraph/compiler';
import { createDevErrorState } from './dev-error-state.js';
import type { DevState } from './dev-state.js';
import { recompileSite } from './recompile-site.js';

/** A state without lazy content: only failures leave it untouched, and those are what is tested here. */
const state = { plan: {}, files: new Map(), graph: {} } as unknown as DevState;

function context(compile: () => DevCompileResult | DevContentEdit) {
  return { compile: vi.fn(compile), siteDir: '/site', errors: createDevErrorState(), onError: vi.fn() };
}

describe('recompileSite', () => {
  it('keeps the state when the compile throws: the error is reported and stands for the whole site', async () => {
    const ctx = context(() => {
      throw new Error('bad front matter');
    });
    const result = await recompileSite(state, ['docs/a.md'], ctx);
    expect(result).toEqual({ state, action: { kind: 'none' }, kind: 'graph', steps: [] });
    expect(ctx.compile).toHaveBeenCalledWith(['docs/a.md']);
    expect(ctx.onError).toHaveBeenCalledOnce();
    expect(ctx.errors.current()?.message).toContain('bad front matter');
  });

  it('refuses a content edit when the server has no lazy content, after noting the compile’s page errors', async () => {
    const edit = { kind: 'content-edit', renamed: new Map(), errors: [{ level: 'error', code: 'mdx', message: 'Unexpected', file: 'docs/b.mdx', line: 3 }] } as unknown as DevContentEdit;
    const ctx = context(() => edit);
    const result = await recompileSite(state, ['docs/b.mdx'], ctx);
    expect(result.state).toBe(state);
    expect(result.action).toEqual({ kind: 'none' });
    expect(result.kind).toBe('content-edit');
    expect((ctx.onError.mock.calls[0]![0] as Error).message).toBe('A content edit needs a dev server started with lazy content.');
  });
});
