import { describe, expect, it } from 'vitest';
import { compareWithGolden } from './compare.js';
import type { Golden } from './golden.js';

const golden: Partial<Golden> = {
  pages: { default: [{ permalink: '/', source: 'src/pages/index.tsx', type: 'jsx' }, { permalink: '/a', source: 'src/pages/a.md', type: 'mdx', title: 'A' }] },
};

describe('compareWithGolden', () => {
  it('passes equal entries and fails different, missing and unexpected ones', () => {
    const ours: Partial<Golden> = {
      pages: { default: [{ permalink: '/', source: 'src/pages/index.tsx', type: 'jsx' }, { permalink: '/a', source: 'src/pages/a.md', type: 'mdx', title: 'B' }, { permalink: '/z', source: 'x', type: 'jsx' }] },
    };
    const r = compareWithGolden(ours, golden, ['pages']);
    expect(r.sections.pages!.passed).toBe(1);
    expect(r.sections.pages!.failed).toBe(2);
    expect(r.sections.pages!.differences.map((f) => [f.kind, f.key])).toEqual([
      ['different', 'default//a'],
      ['unexpected', 'default//z'],
    ]);
    expect(r.sections.pages!.differences[0]!.differences).toEqual([{ path: '$.title', expected: 'A', actual: 'B' }]);
  });

  it('counts a section we do not produce as failed, never as skipped', () => {
    const r = compareWithGolden({}, golden, ['pages']);
    expect(r).toMatchObject({ passed: 0, failed: 2 });
  });

  it('fails entries whose order differs', () => {
    const swapped: Partial<Golden> = { pages: { default: [...golden.pages!.default!].reverse() } };
    expect(compareWithGolden(swapped, golden, ['pages']).failed).toBe(2);
  });
});
