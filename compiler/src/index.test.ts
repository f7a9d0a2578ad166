import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import * as api from './index.js';
import {
  build,
  compile,
  CompileError,
  createCompiler,
  loadSite,
  writeSite,
  type BlogPost,
  type CompileResult,
  type Diagnostic,
  type DocMetadata,
  type Route,
  type SearchRecord,
  type Sidebar,
  type SidebarItem,
  type SiteGraph,
} from './index.js';

const SITES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/sites');
const tempDir = tempDirs('sitegraph-api-');

describe('@sitegraph/compiler public API', () => {
  it('exports exactly these values (a change here is an API change: update api/compiler.api.md too)', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'CompileError',
        'DOCSEARCH_INDEX_SETTINGS',
        'SCHEMA_VERSION',
        'UserError',
        'isUserError',
        'searchHierarchySchema',
        'searchIndexPartSchema',
        'encodeCompactIndex',
        'encodeShardedIndex',
        'searchRecordSchema',
        'searchSectionSchema',
        'blogAuthorSchema',
        'blogInstanceSchema',
        'blogListPageSchema',
        'blogPostSchema',
        'blogSectionSchema',
        'blogTagSchema',
        'build',
        'checkSiteGraph',
        'checkRenderedLinks',
        'categoryGeneratedIndexSchema',
        'compile',
        'compileAsync',
        'contentRefSchema',
        'contentSectionSchema',
        'createCompiler',
        'createDevCompiler',
        'diagnosticSchema',
        'diagnosticsSectionSchema',
        'docMetadataSchema',
        'docsInstanceSchema',
        'docsSectionSchema',
        'docsVersionSchema',
        'flattenRoutes',
        'pushSearchRecords',
        'readPushSource',
        'formatDiagnostic',
        'jsonRecordSchema',
        'jsonValueSchema',
        'loadSite',
        'localizeSiteInput',
        'localizedBaseUrl',
        'navLinkSchema',
        'pageSchema',
        'pagesSectionSchema',
        'parseTranslationFile',
        'pluginInstanceSchema',
        'routeSchema',
        'routeShowsSchema',
        'sidebarCategorySchema',
        'sidebarHtmlSchema',
        'sidebarItemSchema',
        'sidebarLinkSchema',
        'sidebarSchema',
        'siteConfigSchema',
        'siteGraphSchema',
        'siteInputFromFiles',
        'siteSectionSchema',
        'tagSchema',
        'urlPathSchema',
        'validateSiteConfig',
        'versionTagSchema',
        'writeSite',
      ].sort(),
    );
  });

  it('types the graph sections as Docusaurus shapes, inferred from the schema', () => {
    expectTypeOf<SiteGraph['docs'][string]['versions'][number]['docs'][number]>().toEqualTypeOf<DocMetadata>();
    expectTypeOf<DocMetadata['sidebar']>().toEqualTypeOf<string | null>();
    expectTypeOf<DocMetadata['previous']>().toEqualTypeOf<{ title: string; permalink: string } | null>();
    expectTypeOf<SiteGraph['blog'][string]['posts'][number]>().toEqualTypeOf<BlogPost>();
    expectTypeOf<BlogPost['date']>().toEqualTypeOf<string>();
    expectTypeOf<SiteGraph['docs'][string]['versions'][number]['sidebars'][number]>().toEqualTypeOf<Sidebar>();
    expectTypeOf<Sidebar['items'][number]>().toEqualTypeOf<SidebarItem>();
    expectTypeOf<Extract<SidebarItem, { type: 'category' }>['items'][number]>().toEqualTypeOf<SidebarItem>();
    expectTypeOf<SiteGraph['routes'][number]>().toEqualTypeOf<Route>();
    expectTypeOf<Route['routes']>().toEqualTypeOf<Route[] | undefined>();
    expectTypeOf<Extract<Route['shows'], { kind: 'doc' }>>().toEqualTypeOf<{ kind: 'doc'; docId: string; version: string; source: string }>();
    expectTypeOf<Diagnostic['level']>().toEqualTypeOf<'error' | 'warning' | 'info'>();
    expectTypeOf<SiteGraph['schemaVersion']>().toEqualTypeOf<string>();
    expectTypeOf(compile).returns.toEqualTypeOf<CompileResult>();
    expectTypeOf<CompileResult['searchRecords']>().toEqualTypeOf<SearchRecord[]>();
    expectTypeOf(loadSite).returns.resolves.toHaveProperty('config');
  });

  it('compile: graph, chunks and diagnostics; errors thrown as CompileError unless continueOnError', async () => {
    const input = await loadSite(path.join(SITES, 'links-broken'));
    const error = (() => {
      try {
        compile(input);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(CompileError);
    expect((error as CompileError).diagnostics.map((d) => d.code)).toContain('links/broken-link');

    const result = compile(input, { continueOnError: true });
    expect(result.graph.schemaVersion).toBe(api.SCHEMA_VERSION);
    expect(result.diagnostics).toEqual(result.graph.diagnostics);
    expect(result.diagnostics.some((d) => d.level === 'error' && d.code === 'links/broken-link' && d.file === 'docs/intro.md')).toBe(true);
    const chunkIds = new Set(Object.values(result.graph.content).map((c) => `chunks/${c.chunk}.json`));
    expect(result.chunks.map((c) => c.path).sort()).toEqual([...chunkIds].sort());
    expect(api.siteGraphSchema.safeParse(result.graph).success).toBe(true);
  });

  it('writeSite writes the graph, and asks for the site folder when assets must be copied', async () => {
    const siteDir = path.join(SITES, 'links-broken');
    const result = compile(await loadSite(siteDir), { continueOnError: true });
    expect(result.copies.length).toBeGreaterThan(0);
    const out = path.join(tempDir(), 'out');
    await expect(writeSite(result, out)).rejects.toThrow(/siteDir/);
    await writeSite(result, out, { siteDir });
    expect(JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(result.graph)));
    expect(readFileSync(path.join(out, result.copies[0]!.path))).toEqual(readFileSync(path.join(siteDir, result.copies[0]!.from)));
  });

  it('createCompiler: update(changedPaths) gives what a fresh compile of the folder gives', async () => {
    const siteDir = tempDir();
    cpSync(path.join(SITES, 'docs-minimal'), siteDir, { recursive: true });
    const session = createCompiler(siteDir);
    await expect(session.update(['docs/intro.md'])).rejects.toThrow(/compile\(\) before update/);
    const first = await session.compile();
    const intro = path.join(siteDir, 'docs/intro.md');
    writeFileSync(intro, `${readFileSync(intro, 'utf8')}\n\nA paragraph added by the test.\n`);
    writeFileSync(path.join(siteDir, 'docs/added.md'), '# Added\n\nNew doc.\n');
    const updated = await session.update(['docs/intro.md', 'docs/added.md']);
    const fresh = compile(await loadSite(siteDir));
    expect(updated.graph).toEqual(fresh.graph);
    expect(updated.files).toEqual(fresh.files);
    expect(updated.graph.content).not.toEqual(first.graph.content);
  });

  it('build: reports each stage in order and writes what compile + writeSite write', async () => {
    const siteDir = path.join(SITES, 'docs-minimal');
    const stages: string[] = [];
    const out = path.join(tempDir(), 'out');
    const built = await build(siteDir, { outDir: out, graphOnly: true, cache: false, onProgress: (p) => stages.push(p.stage) });
    expect(stages).toEqual(['load', 'plugins', 'markdown', 'assemble', 'write']);
    expect(built.pages).toBe(0);
    expect(readFileSync(path.join(out, 'graph.json'), 'utf8')).toBe(compile(await loadSite(siteDir)).files.find((f) => f.path === 'graph.json')!.content);
  });

  it('calls collectGarbage where a stage\'s values have become garbage: after the Markdown stage, and after the compile before the canonical graph is made', async () => {
    const siteDir = path.join(SITES, 'docs-minimal');
    const events: string[] = [];
    await build(siteDir, {
      outDir: path.join(tempDir(), 'out'),
      graphOnly: true,
      cache: false,
      onProgress: (p) => events.push(p.stage),
      collectGarbage: () => events.push('gc'),
    });
    expect(events).toEqual(['load', 'plugins', 'markdown', 'gc', 'gc', 'assemble', 'write']);
  });
});
