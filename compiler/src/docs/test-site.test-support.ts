/**
 * In-memory sites for the docs tests (not used by the compiler): a site config with one or more
 * docs instances and the given files, as a SiteInput.
 */
import { validateSiteConfig, type DocsOptionsInput, type DocsPluginInstance } from '../config/index.js';
import { siteInputFromFiles, type SiteInput } from '../content/index.js';

/** Options of {@link testSite}. */
export interface TestSiteOptions {
  /** Options of the `default` docs instance. */
  docs?: DocsOptionsInput;
  /** Further docs instances by id. */
  extraDocs?: Record<string, DocsOptionsInput>;
  baseUrl?: string;
  mode?: SiteInput['mode'];
}

/** Builds a SiteInput from files; returns it with its docs plugin instances. */
export function testSite(files: Record<string, string>, o: TestSiteOptions = {}): { input: SiteInput; plugin: DocsPluginInstance; plugins: DocsPluginInstance[] } {
  const config = validateSiteConfig(
    {
      title: 'Test',
      url: 'https://example.org',
      baseUrl: o.baseUrl ?? '/',
      plugins: [
        { plugin: 'content-docs', id: 'default', options: o.docs ?? {} },
        ...Object.entries(o.extraDocs ?? {}).map(([id, options]) => ({ plugin: 'content-docs', id, options })),
      ],
    },
    'site.json',
  );
  const input = siteInputFromFiles(config, files, { mode: o.mode ?? 'production' });
  const plugins = config.plugins.filter((p): p is DocsPluginInstance => p.plugin === 'content-docs');
  return { input, plugin: plugins[0]!, plugins };
}

/** A Markdown file with YAML front matter. */
export function md(frontMatter: Record<string, unknown>, body = 'Some text.'): string {
  const lines = Object.entries(frontMatter).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return lines.length ? `---\n${lines.join('\n')}\n---\n\n${body}\n` : `${body}\n`;
}

/** Runs `f` and returns the CompileError diagnostics it throws (fails the test otherwise). */
export function thrownDiagnostics(f: () => unknown): { code: string; message: string; file?: string; line?: number }[] {
  try {
    f();
  } catch (e) {
    const d = (e as { diagnostics?: { code: string; message: string; file?: string; line?: number }[] }).diagnostics;
    if (d) return d;
    throw e;
  }
  throw new Error('expected a CompileError');
}
