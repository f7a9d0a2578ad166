import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import { excerptHastJsonOf, hastJsonOf, readHastOnce, searchBlocksOf, toSerializedResult } from '../markdown/hast-text.js';
import { TreeSpill } from './tree-spill.js';

describe('TreeSpill', () => {
  it('keeps the trees of restored results on disk: the same text, tree and serialised form as in memory', () => {
    const spill = TreeSpill.create();
    const compiled = compileMarkdown({ body: '# T\n\nintro é ✓\n\n<!-- truncate -->\n\n## A\n\ntext', bodyLineOffset: 0, file: 'blog/p.md', format: 'md' });
    const serialized = toSerializedResult(compiled);
    const other = spill.append('{"padding":true}');
    const restored = spill.restore(serialized);
    expect(hastJsonOf(restored)).toBe(serialized.hastJson);
    expect(excerptHastJsonOf(restored)).toBe(serialized.excerptHastJson);
    expect(readHastOnce(restored)).toEqual(compiled.hast);
    expect(toSerializedResult(restored)).toEqual(serialized);
    expect(other()).toBe('{"padding":true}');
    // The search blocks' text is spilled too, and read back as it was given.
    const blocks = spill.restore({ ...serialized, searchBlocksJson: '[{"kind":"content","text":"spilled"}]' });
    expect(searchBlocksOf(blocks)).toEqual([{ kind: 'content', text: 'spilled' }]);
    expect(restored.hast).toEqual(compiled.hast);
    expect(existsSync(spill.file)).toBe(true);
    spill.close();
    expect(existsSync(spill.file)).toBe(false);
    expect(() => other()).toThrow(/after its spill file/);
  });
});
