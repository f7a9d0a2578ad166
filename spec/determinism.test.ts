import { describe, expect, it } from 'vitest';
import { compile, loadSite, type SiteInput } from '@sitegraph/compiler';
import { SHARED } from './corpora.js';

function reversedInput(input: SiteInput): SiteInput {
  return { ...input, files: new Map([...input.files].reverse()), assets: new Map([...input.assets].reverse()) };
}

describe('determinism', () => {
  it.each(['features', 'remotion-2022'])('%s compiles to the same bytes whatever the file order', async (name) => {
    const input = await loadSite(`${SHARED}/corpora/${name}`);
    const a = compile(input, { continueOnError: true }).files.map((f) => [f.path, String(f.content)]);
    const b = compile(reversedInput(input), { continueOnError: true }).files.map((f) => [f.path, String(f.content)]);
    expect(b).toEqual(a);
  });
});
