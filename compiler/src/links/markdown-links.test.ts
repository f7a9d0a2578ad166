import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/index.js';
import { compareMarkdownLinks } from './golden-markdown-links.test-support.js';

/**
 * Spec: relative Markdown file links resolve to the permalinks Docusaurus 3.7.0 computed, for
 * every `markdownLinks` entry of each corpus's `mdx-check.docusaurus-3.7.0.json`.
 */
const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

describe.skipIf(!existsSync(corpora))('Markdown links resolve as Docusaurus resolved them', () => {
  for (const [name, links] of [['features', 12], ['remotion-2022', 0], ['redux', 483]] as const) {
    it(name, { timeout: 120_000 }, async () => {
      const dir = `${corpora}${name}`;
      const result = compareMarkdownLinks(
        await loadSite(dir),
        JSON.parse(readFileSync(`${dir}/expected.docusaurus-3.7.0.json`, 'utf8')),
        JSON.parse(readFileSync(`${dir}/mdx-check.docusaurus-3.7.0.json`, 'utf8')),
      );
      expect(result.mismatches).toEqual([]);
      expect(result.links).toBe(links);
      expect(result.files).toBeGreaterThan(50);
    });
  }
});
