import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/index.js';
import { canonicalize } from '../json/index.js';
import { applyTrailingSlash } from '../routes/index.js';
import { compileBlogInstance } from './compile-blog-instance.js';

/**
 * The blog data, routes and warnings of the corpora with a Docusaurus 3.7.0 golden
 * (../shared/corpora), compared entry by entry. Skipped when the shared folder is absent.
 */
const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const names = ['features', 'remotion-2022', 'redux'].filter((n) => existsSync(`${corpora}${n}/expected.docusaurus-3.7.0.json`));

/** The facts of a Docusaurus blog warning, whatever its wording. */
function facts(message: string): string | null {
  const untruncated = /truncation markers?[^\n]*\n((?:- "[^"]+"\n?)+)/.exec(message);
  if (untruncated) return `untruncated ${untruncated[1]!.trim()}`;
  const inline = /authors used in "([^"]+)" are not defined in "([^"]+)":\n((?:- \{.*\}\n?)+)/.exec(message);
  if (inline) return `inline ${inline[1]} ${inline[2]} ${inline[3]!.trim()}`;
  return null;
}

describe.skipIf(names.length === 0)('blog instances against the Docusaurus goldens', () => {
  for (const name of names) {
    it(`${name}: data, routes and warnings match`, async () => {
      const golden = JSON.parse(readFileSync(`${corpora}${name}/expected.docusaurus-3.7.0.json`, 'utf8'));
      const input = await loadSite(`${corpora}${name}`);
      const routes: unknown[] = [];
      const warnings: string[] = [];
      for (const plugin of input.config.plugins) {
        if (plugin.plugin !== 'content-blog') continue;
        const result = compileBlogInstance(input, plugin);
        const { sidebarYears: _notInGolden, ...data } = result.data;
        const ours = canonicalize(data) as Record<string, unknown>;
        const gold = golden.blog[plugin.id] as Record<string, unknown>;
        for (const key of Object.keys(gold)) expect({ [key]: ours[key] }, `${name}/${plugin.id} ${key}`).toEqual({ [key]: gold[key] });
        for (const r of result.routes) {
          routes.push(canonicalize({ path: applyTrailingSlash(r.path, input.config.trailingSlash, input.config.baseUrl), component: r.component, plugin: r.plugin, shows: r.shows }));
        }
        warnings.push(...result.diagnostics.map((d) => facts(d.message)).filter((f): f is string => f !== null));
      }
      const goldRoutes = (golden.routes as { plugin: string; path: string; component: string; shows: unknown }[])
        .filter((r) => r.plugin.startsWith('docusaurus-plugin-content-blog@'))
        .map((r) => canonicalize({ path: r.path, component: r.component, plugin: r.plugin, shows: r.shows }));
      const byKey = (list: unknown[]) => list.map((r) => JSON.stringify(r)).sort();
      expect(byKey(routes)).toEqual(byKey(goldRoutes));
      const goldWarnings = (golden.diagnostics as { message: string }[]).map((d) => facts(d.message)).filter((f): f is string => f !== null);
      expect(warnings.sort()).toEqual(goldWarnings.sort());
    });
  }
});
