import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs, writeFiles } from '../../../fixtures/temp-dirs.js';
import { CompileError } from '../diagnostics/index.js';
import { readImportedPartials } from './imported-partials.js';

const temp = tempDirs('sitegraph-imported-partials-');

function site(files: Record<string, string>): string {
  return writeFiles(temp(), files);
}

describe('readImportedPartials', () => {
  it('reads the partials Markdown imports through an alias or @site/ from outside the content folders, transitively', () => {
    const root = site({ 'src/components/_a.mdx': "import B from '@site/src/snippets/_b.md';\n\n<B />\n", 'src/snippets/_b.md': 'B text\n', 'src/components/_unused.md': 'never read' });
    const files = new Map([['docs/page.mdx', "import A from '@components/_a.mdx';\nimport M from '@components/_missing.md';\nimport C from './Card';\n\n<A />\n"]]);
    expect(readImportedPartials(root, files, { '@components': 'src/components' })).toEqual(['src/components/_a.mdx', 'src/snippets/_b.md']);
    expect([...files.keys()].sort()).toEqual(['docs/page.mdx', 'src/components/_a.mdx', 'src/snippets/_b.md']);
    expect(files.get('src/snippets/_b.md')).toBe('B text\n');
  });

  it('refuses a partial whose symbolic link leads outside the site folder', () => {
    const outside = site({ 'secret.md': 'outside' });
    const root = site({});
    mkdirSync(path.join(root, 'src'), { recursive: true });
    symlinkSync(path.join(outside, 'secret.md'), path.join(root, 'src', '_secret.md'));
    const files = new Map([['docs/page.mdx', "import S from '@site/src/_secret.md';\n\n<S />\n"]]);
    expect(() => readImportedPartials(root, files, {})).toThrow(CompileError);
  });
});
