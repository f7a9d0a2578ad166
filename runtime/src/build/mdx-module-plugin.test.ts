import { describe, expect, it } from 'vitest';
import { mdxModuleCode, mdxModulePlugin, partialModuleCode, partialModuleId } from './mdx-module-plugin.js';

const partialUse = (chunk: string) => ({ chunk, expressions: ['(props, scope) => {\nreturn (props.greeting);\n}'] });

describe('page modules and the partials they use as values', () => {
  it("imports each partial's content from the module of its chunk, with the partial's expressions in the page's code", () => {
    const code = mdxModuleCode('/site', 'docs/a.mdx', {
      imports: [],
      code: { declarations: '', names: [], expressions: ['(props, scope) => {\nreturn ({ javascript: scope.partials["docs/_js.md"] });\n}'], partials: { 'docs/_js.md': partialUse('0123456789abcdef') } },
    });
    expect(code).toContain(`import sgPartial0 from ${JSON.stringify(partialModuleId('0123456789abcdef'))};`);
    expect(code).toContain('"docs/_js.md": { body: sgPartial0, expressions: [\n(props, scope) => {\nreturn (props.greeting);\n}\n] }');
    // The content itself is not in the page's module.
    expect(code).not.toContain('"type":"root"');
  });

  it('gives two pages using the same content the same partial module, which the plugin loads from its chunk', async () => {
    const [a, b] = ['docs/a.mdx', 'versioned_docs/version-1/a.mdx'].map((source) =>
      mdxModuleCode('/site', source, { imports: [], code: { declarations: '', names: [], expressions: [], partials: { [source.replace('a.mdx', '_js.md')]: partialUse('00000000000000aa') } } }),
    );
    const id = partialModuleId('00000000000000aa');
    expect(a).toContain(JSON.stringify(id));
    expect(b).toContain(JSON.stringify(id));
    const text = '{"body":{"type":"root","children":[{"type":"text","value":"shared"}]}}';
    const plugin = mdxModulePlugin({ siteDir: '/site', lookup: () => undefined, readChunkText: (hash) => (hash === '00000000000000aa' ? text : undefined) });
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId(id)).toBe(id);
    expect(load(id)).toBe(partialModuleCode(text));
    const body = new Function(`${partialModuleCode(text).replace('export default ', 'return ')}`)() as unknown;
    expect(body).toEqual({ type: 'root', children: [{ type: 'text', value: 'shared' }] });
    expect(() => load(partialModuleId('00000000000000bb'))).toThrow(/00000000000000bb/);
  });
});
