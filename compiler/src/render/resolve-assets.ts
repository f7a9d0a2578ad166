import { createHash } from 'node:crypto';
import path from 'node:path/posix';
import type { Root } from 'hast';
import type { AssetFile } from '../content/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { AssetReference } from '../markdown/index.js';

/** Where a referenced file is emitted: output path → site-relative source path. */
export type EmittedAssets = Map<string, string>;

/**
 * Resolves the local images and files a page references (`compileMarkdown`'s `assets`):
 * the first candidate path that exists is emitted as `assets/files/<name>-<hash8><ext>`
 * (content-hashed, so an unchanged file keeps its URL and caches) and its URL in the page is
 * rewritten to that; a required file (relative or `@site/` image) that exists nowhere is an
 * error naming the page, line and the places looked at. URLs starting with `/` point into a
 * static folder, which the build copies as is, so they are left alone.
 *
 * @returns the URL rewrites (as written → emitted URL) and the errors
 */
export function resolveAssets(
  refs: readonly AssetReference[],
  page: string,
  site: { files: ReadonlyMap<string, string>; assets: ReadonlyMap<string, AssetFile>; baseUrl: string },
  emitted: EmittedAssets,
): { rewrites: Map<string, string>; errors: Diagnostic[] } {
  const rewrites = new Map<string, string>();
  const errors: Diagnostic[] = [];
  for (const ref of refs) {
    const found = ref.candidates.find((p) => site.assets.has(p) || site.files.has(p));
    if (!found) {
      if (ref.required) {
        errors.push({
          level: 'error',
          code: 'content/missing-asset',
          message: `The ${ref.kind === 'image' ? 'image' : 'file'} "${ref.url}" does not exist (looked for ${ref.candidates.join(', ')}).`,
          file: page,
          line: ref.line,
          column: ref.column,
        });
      }
      continue;
    }
    if (ref.url.startsWith('/')) continue;
    const sha = site.assets.get(found)?.sha256 ?? createHash('sha256').update(site.files.get(found) ?? '').digest('hex');
    const ext = path.extname(found);
    const out = `assets/files/${path.basename(found, ext)}-${sha.slice(0, 8)}${ext}`;
    emitted.set(out, found);
    rewrites.set(ref.url, `${site.baseUrl}${out}`);
  }
  return { rewrites, errors };
}

/** Returns a copy of `tree` with `src`/`href` values replaced per `rewrites` (the input is not mutated). */
export function rewriteUrls(tree: Root, rewrites: ReadonlyMap<string, string>): Root {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) copy[k] = walk(v);
    const props = copy.properties as Record<string, unknown> | undefined;
    if (copy.type === 'element' && props) {
      for (const attr of ['src', 'href']) {
        const v = props[attr];
        if (typeof v === 'string' && rewrites.has(v)) props[attr] = rewrites.get(v);
      }
    }
    return copy;
  };
  return walk(tree) as Root;
}
