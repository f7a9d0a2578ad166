import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { parseCategoryFile, readCategoriesMetadata } from './category-metadata.js';

describe('readCategoriesMetadata', () => {
  it('reads json, yml and yaml files below the content folder, keyed by folder', () => {
    const files = new Map([
      ['docs/_category_.json', '{"label": "Root"}'],
      ['docs/a/_category_.json', '{"label": "A", "position": 2, "collapsed": false}'],
      ['docs/a/b/_category_.yml', 'label: B\ncustomProps:\n  icon: x\nlink: null\n'],
      ['docs/c/_category_.yaml', 'className: c\nlink:\n  type: doc\n  id: intro\n'],
      ['docs/c/page.md', '# not a category file'],
      ['versioned_docs/version-1/a/_category_.json', '{"label": "Other version"}'],
    ]);
    const { categories, diagnostics } = readCategoriesMetadata(files, 'docs');
    expect(Object.fromEntries(categories)).toEqual({
      '.': { label: 'Root' },
      a: { label: 'A', position: 2, collapsed: false },
      'a/b': { label: 'B', customProps: { icon: 'x' }, link: null },
      c: { className: 'c', link: { type: 'doc', id: 'intro' } },
    });
    expect(diagnostics).toEqual([]);
  });

  it('uses the first file in code-point order when a folder has several, with a warning', () => {
    const files = new Map([
      ['docs/a/_category_.yml', 'label: From yml'],
      ['docs/a/_category_.json', '{"label": "From json"}'],
    ]);
    const { categories, diagnostics } = readCategoriesMetadata(files, 'docs');
    expect(categories.get('a')).toEqual({ label: 'From json' });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ level: 'warning', code: 'sidebars/duplicate-category-file', file: 'docs/a/_category_.json' });
  });

  it('throws one error per problem, naming the file and the line of the bad key', () => {
    const files = new Map([
      ['docs/a/_category_.json', '{\n  "label": "A",\n  "position": "first",\n  "colapsed": true\n}'],
      ['docs/b/_category_.yml', 'label: [unclosed'],
    ]);
    let error: unknown;
    try {
      readCategoriesMetadata(files, 'docs');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CompileError);
    const diagnostics = (error as CompileError).diagnostics;
    expect(diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      ['docs/a/_category_.json', 3, 'The category metadata file looks invalid: "position" must be a number'],
      ['docs/a/_category_.json', 4, 'The category metadata file looks invalid: "colapsed" is not allowed'],
      ['docs/b/_category_.yml', expect.any(Number), expect.stringMatching(/^The category metadata file cannot be parsed/)],
    ]);
  });
});

describe('parseCategoryFile', () => {
  it('converts numeric strings and boolean strings as Joi does, and treats an empty file as {}', () => {
    expect(parseCategoryFile('position: "3"\ncollapsible: "false"\n', 'f.yml')).toEqual({
      metadata: { position: 3, collapsible: false },
    });
    expect(parseCategoryFile('', 'f.yml')).toEqual({ metadata: {} });
  });

  it('rejects a permalink in a generated-index link and non-object files', () => {
    const bad = parseCategoryFile('{"link": {"type": "generated-index", "permalink": "/x"}}', 'f.json');
    expect('errors' in bad && bad.errors[0]!.message).toMatch(/"link.permalink" is not allowed/);
    const notObject = parseCategoryFile('42', 'f.json');
    expect('errors' in notObject && notObject.errors[0]!.message).toMatch(/must be of type object/);
  });
});
