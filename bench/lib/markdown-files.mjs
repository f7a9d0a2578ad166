// The Markdown files of a bench tree, as the floors list them (floor.mjs, metadata-floor.mjs).
import path from 'node:path';

/**
 * The `.md`/`.mdx` files among the entries of a recursive `readdir(tree, { recursive: true,
 * withFileTypes: true })`, outside any `node_modules` folder, as sorted absolute (or
 * tree-relative, as the tree was given) paths.
 *
 * @param dirents the entries, sync or async readdir's
 */
export function markdownFiles(dirents) {
  return dirents
    .filter((d) => d.isFile() && /\.mdx?$/.test(d.name) && !/(^|\/)node_modules(\/|$)/.test(d.parentPath ?? d.path))
    .map((d) => path.join(d.parentPath ?? d.path, d.name))
    .sort();
}
