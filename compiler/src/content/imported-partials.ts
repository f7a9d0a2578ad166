import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { partialImports, resolvePartialPath, type ImportAliases } from '../markdown/partials/partial-imports.js';
import { assertContentInsideSite } from './site-boundary.js';

/**
 * Reads the Markdown/MDX partials that the site's Markdown imports from outside the folders
 * {@link loadSite} reads (`import Note from '@components/_note.mdx'` through the site's
 * `aliases`, or `@site/src/…`), transitively, into `files`: Docusaurus's bundler compiles any
 * `.md`/`.mdx` file a page imports, wherever it lies in the site. A specifier that names no file
 * is left alone (the compile reports it where it is imported).
 *
 * @param root the site folder, absolute
 * @param files the texts read so far, site-relative; the partials found are added
 * @param aliases the config's `aliases` (name → site-relative path)
 * @returns the site-relative paths added, sorted
 * @throws CompileError `content/link-outside-site` when such a partial's symbolic link leads
 *   outside the site folder
 */
export function readImportedPartials(root: string, files: Map<string, string>, aliases: ImportAliases): string[] {
  const added: string[] = [];
  const queue: Array<[string, string]> = [];
  for (const [rel, text] of files) if (/\.mdx?$/i.test(rel)) queue.push([rel, text]);
  while (queue.length > 0) {
    const [from, text] = queue.pop()!;
    for (const { specifier } of partialImports(text)) {
      const target = resolvePartialPath(from, specifier, aliases);
      if (target === null || files.has(target)) continue;
      const abs = path.join(root, target);
      if (!existsSync(abs) || !statSync(abs).isFile()) continue;
      assertContentInsideSite(root, [target]);
      const partial = readFileSync(abs, 'utf8');
      files.set(target, partial);
      added.push(target);
      queue.push([target, partial]);
    }
  }
  return added.sort();
}
