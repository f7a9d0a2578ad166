import { describe, expect, it } from 'vitest';
import { UserError } from '@sitegraph/compiler/safety';
import { mermaidInstalled, mermaidPlugins, mermaidStubPlugin } from './mermaid-stub-plugin.js';

/** What the stub module's `render` rejects with. */
async function stubReason(plugin: ReturnType<typeof mermaidStubPlugin>): Promise<string> {
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const id = resolve('mermaid')!;
  expect(resolve('mermaid/x')).toBeUndefined();
  const url = `data:text/javascript;base64,${Buffer.from(load(id)!).toString('base64')}`;
  const { default: stub } = (await import(/* @vite-ignore */ url)) as { default: { render(): Promise<never> } };
  return stub.render().catch((e: Error) => e.message);
}

describe('mermaidPlugins', () => {
  it('stubs the renderer when diagrams are off, installed or not', async () => {
    for (const installed of [true, false]) {
      for (const mode of ['production', 'development'] as const) {
        const plugins = mermaidPlugins(false, mode, installed);
        expect(plugins).toHaveLength(1);
        expect(await stubReason(plugins[0]!)).toMatch(/off on this site/);
      }
    }
  });

  it('bundles the renderer itself when diagrams are on and the package is installed', () => {
    expect(mermaidPlugins(true, 'production', true)).toEqual([]);
    expect(mermaidPlugins(undefined, 'development', true)).toEqual([]);
  });

  it('without the package: the dev server gets a stub that says to install it, a production build an error', async () => {
    const [dev] = mermaidPlugins(true, 'development', false);
    expect(await stubReason(dev!)).toMatch(/npm install mermaid/);
    expect(() => mermaidPlugins(true, 'production', false)).toThrow(UserError);
    expect(() => mermaidPlugins(undefined, 'production', false)).toThrow(/optional peer of @sitegraph\/runtime.*npm install mermaid/);
  });

  it('finds the package installed in the workspace (a dev dependency of the runtime)', () => {
    expect(mermaidInstalled()).toBe(true);
  });
});
