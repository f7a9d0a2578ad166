import { describe, expect, it } from 'vitest';
import { docsOptionsSchema, type DocsOptionsInput } from '../config/index.js';
import type { TagsFile } from '../tags/index.js';
import { processDoc, type DocContext } from './process-doc.js';
import { thrownDiagnostics } from './test-site.test-support.js';
import { resolveVersions } from './version-metadata.js';

function ctx(o: DocsOptionsInput = {}, extra: Partial<DocContext> = {}): DocContext {
  const options = docsOptionsSchema.parse({ editUrl: 'https://github.com/o/r/edit/main/website/', ...o });
  const [version] = resolveVersions(new Map(), options, '/', 'site.json');
  return { version: version!, options, tagsFile: null, mode: 'production', ...extra };
}
const doc = (source: string, text: string, c = ctx()) => processDoc({ source, text }, c).doc;

describe('processDoc: ids and slugs (features corpus)', () => {
  it('strips number prefixes from file and folders; sidebar position from the prefix', () => {
    const d = doc('02-getting-started/01-installation.md', '---\ntitle: Installation\n---\nInstall it.');
    expect(d).toMatchObject({
      id: 'getting-started/installation',
      slug: '/getting-started/installation',
      permalink: '/docs/getting-started/installation',
      source: 'docs/02-getting-started/01-installation.md',
      sourceDirName: '02-getting-started',
      sidebarPosition: 1,
      version: 'current',
    });
  });

  it('keeps prefixes with parse_number_prefixes: false (02-getting-started/03-project-layout)', () => {
    const d = doc('02-getting-started/03-project-layout.md', '---\nparse_number_prefixes: false\n---\n\n# Project layout\n\nA new project.');
    expect(d).toMatchObject({ id: '02-getting-started/03-project-layout', slug: '/02-getting-started/03-project-layout', sidebarPosition: undefined });
    expect(d.title).toBe('Project layout');
  });

  it('keeps prefixes with numberPrefixParser: false (community instance)', () => {
    expect(doc('contributing/01-setup.md', 'x', ctx({ numberPrefixParser: false })).id).toBe('contributing/01-setup');
  });

  it('uses the front matter id with the folder (04-rendering/cloud/pricing → rendering/cloud/cost-model)', () => {
    const d = doc('04-rendering/cloud/pricing.md', '---\nid: cost-model\ntitle: Cost model\n---\nBilled per second.');
    expect([d.id, d.slug]).toEqual(['rendering/cloud/cost-model', '/rendering/cloud/cost-model']);
  });

  it('resolves relative slugs against the folder (captions → ../subtitles)', () => {
    expect(doc('03-guides/text/captions.md', '---\nslug: ../subtitles\n---\nx').slug).toBe('/guides/subtitles');
  });

  it('rejects an id with a slash, naming the file', () => {
    expect(thrownDiagnostics(() => doc('a.md', '---\nid: a/b\n---\nx'))[0]).toMatchObject({ code: 'docs/invalid-id', file: 'docs/a.md' });
  });
});

describe('processDoc: title and description', () => {
  it('prefers front matter, then the first h1, then the base id', () => {
    expect(doc('a.md', '---\ntitle: FM title\n---\n# H1 title\n\nText').title).toBe('FM title');
    expect(doc('a.md', '# The `useFrame()` hook\n\nReturns the frame.').title).toBe('The useFrame() hook');
    expect(doc('05-migration/upgrade-checklist.md', 'Before you upgrade a production project.').title).toBe('upgrade-checklist');
  });

  it('takes the description from front matter, else the excerpt, else empty', () => {
    expect(doc('a.md', '---\ndescription: From FM\n---\nBody').description).toBe('From FM');
    expect(doc('a.md', '# Rendering overview {#overview}\n\nA render has stages.').description).toBe('overview}');
    expect(doc('a.md', '---\ntitle: T\n---\n').description).toBe('');
  });
});

describe('processDoc: visibility, edit URL, tags, front matter', () => {
  it('honours draft and unlisted in production only', () => {
    const text = '---\ndraft: true\n---\nx';
    expect(doc('a.md', text).draft).toBe(true);
    expect(doc('a.md', text, ctx({}, { mode: 'development' })).draft).toBe(false);
    expect(doc('a.md', '---\nunlisted: true\n---\nx').unlisted).toBe(true);
    expect(doc('a.md', '---\nunlisted: true\n---\nx', ctx({}, { mode: 'development' })).unlisted).toBe(false);
  });

  it('builds the edit URL from the version edit URL; custom_edit_url wins, null disables', () => {
    expect(doc('03-guides/a.md', 'x').editUrl).toBe('https://github.com/o/r/edit/main/website/docs/03-guides/a.md');
    expect(doc('a.md', '---\ncustom_edit_url: https://x.org/e\n---\nx').editUrl).toBe('https://x.org/e');
    expect(doc('support.md', '---\ncustom_edit_url: null\n---\nx').editUrl).toBeNull();
    expect(doc('a.md', 'x', ctx({ editUrl: undefined })).editUrl).toBeNull();
  });

  it('resolves tags against the tags file and reports inline ones', () => {
    const tagsFile: TagsFile = { file: 'docs/tags.yml', name: 'tags.yml', tags: new Map([['cli', { label: 'Cli', permalink: '/cli', description: null }]]) };
    const r = processDoc({ source: '03-guides/text/fonts.md', text: '---\ntags: [cli, typography]\n---\nx' }, ctx({}, { tagsFile }));
    expect(r.doc.tags.map((t) => [t.label, t.permalink, t.inline])).toEqual([
      ['Cli', '/docs/tags/cli', false],
      ['typography', '/docs/tags/typography', true],
    ]);
    expect(r.diagnostics.map((d) => d.message)).toEqual(['Tags [typography] used in 03-guides/text/fonts.md are not defined in tags.yml']);
  });

  it('keeps the validated front matter JSON-safe (dates as ISO strings)', () => {
    expect(doc('a.md', '---\ncreated: 2024-05-01\nsidebar_position: "2"\n---\nx').frontMatter).toEqual({
      created: '2024-05-01T00:00:00.000Z',
      sidebar_position: 2,
    });
  });

  it('fails with file and line on malformed or invalid front matter', () => {
    expect(thrownDiagnostics(() => doc('bad.md', '---\ntitle: [unclosed\n---\nx'))[0]).toMatchObject({ code: 'frontmatter/invalid-yaml', file: 'docs/bad.md' });
    expect(thrownDiagnostics(() => doc('bad.md', '---\ntitle: ok\nsidebar_position: first\n---\nx'))[0]).toMatchObject({
      code: 'docs/invalid-front-matter',
      file: 'docs/bad.md',
      line: 3,
    });
  });
});
