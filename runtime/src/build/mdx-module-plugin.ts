import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageModuleSource } from '../data/page-module-source.js';
import { runtimeSourceDir } from './runtime-paths.js';

/**
 * The runtime's renderer of page code (`content/page-code.tsx`), which only the modules of pages
 * with code import: pages without code never load it.
 */
function pageCodeRuntimeFile(): string {
  return path.join(runtimeSourceDir(), 'content', 'page-code.tsx').split(path.sep).join('/');
}

/**
 * The suffix of a page module's id: the page's own path plus this, so that Vite resolves its
 * imports from the page's folder (relative files, the site's `node_modules`) as it would the
 * page's own.
 */
export const MDX_MODULE_SUFFIX = '.sitegraph-mdx.js';

/**
 * The id of the module of a Markdown partial used as a value, by the hash of its content chunk
 * (`PartialUse.chunk`): one module for every page that uses that content, so the bundler puts it
 * in one chunk that those pages' modules share.
 */
export function partialModuleId(hash: string): string {
  return `${PARTIAL_MODULE_PREFIX}${hash}.js`;
}

const PARTIAL_MODULE_PREFIX = '\0sitegraph-partial:';

/** The code of a partial's module: its content chunk's hast as the default export. */
export function partialModuleCode(chunkText: string): string {
  // JSON.parse of a string literal: browsers parse JSON text faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(chunkText)}).body;`;
}

/** The id of the module of the page `source` (site-relative) in a site at `siteDir`. */
export function mdxModuleId(siteDir: string, source: string): string {
  return path.resolve(siteDir, source).split(path.sep).join('/') + MDX_MODULE_SUFFIX;
}

/**
 * The code of a page's module: the page's code imports (its chunk's `moduleImports`: components,
 * values, styles), each under a generated name, and a default export mapping every local name
 * the page's MDX uses to what it imported. Relative specifiers become absolute paths from the
 * page's folder; others (`@site/…`, `@theme/…`, `@docusaurus/…`, packages) are left to the
 * resolver and the theme's aliases.
 *
 * A page with code (its chunk's `code`) also binds each imported name under its own local name,
 * runs its declarations (`export const …`, whose names join the default export) and exports
 * `__sitegraphCode`: `expressions`, the functions `(props, scope) => value` its hast refers to
 * by index, `partials`, each Markdown partial it uses as a value (by path) as its hast, imported
 * from the partial's own module ({@link partialModuleId}), and its expressions, and
 * `runtime`, the runtime's renderer of them (`content/page-code.tsx`), kept out of the first-load
 * bundle this way.
 */
export function mdxModuleCode(siteDir: string, source: string, module: PageModuleSource): string {
  const folder = path.dirname(path.resolve(siteDir, source));
  const lines: string[] = [];
  const exported = new Map<string, string>();
  module.imports.forEach((record, i) => {
    const from = record.from.startsWith('./') || record.from.startsWith('../') ? path.resolve(folder, record.from).split(path.sep).join('/') : record.from;
    const spec = JSON.stringify(from);
    const bindings: string[] = [];
    if (record.default) {
      bindings.push(`default as m${i}d`);
      exported.set(record.default, `m${i}d`);
    }
    (record.named ?? []).forEach(({ imported, local }, j) => {
      bindings.push(`${JSON.stringify(imported)} as m${i}n${j}`);
      exported.set(local, `m${i}n${j}`);
    });
    if (record.namespace) {
      lines.push(`import * as m${i}s from ${spec};`);
      exported.set(record.namespace, `m${i}s`);
    }
    lines.push(bindings.length > 0 ? `import { ${bindings.join(', ')} } from ${spec};` : record.namespace ? '' : `import ${spec};`);
  });
  const code = module.code;
  if (code) {
    lines.unshift(`import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from 'react/jsx-runtime';`, `import * as __sitegraphCodeRuntime from ${JSON.stringify(pageCodeRuntimeFile())};`);
    // The names the code reads, as the page's MDX wrote them (the first import of a name wins, as in the default export).
    const declared = new Set(code.names);
    for (const [local, name] of exported) if (!declared.has(local)) lines.push(`const ${local} = ${name};`);
    if (code.declarations) lines.push(code.declarations);
    for (const name of code.names) exported.set(name, name);
  }
  lines.push(`export default { ${[...exported].map(([local, name]) => `${JSON.stringify(local)}: ${name}`).join(', ')} };`);
  if (code) {
    const partials = Object.entries(code.partials).map(([file, use], i) => {
      lines.push(`import sgPartial${i} from ${JSON.stringify(partialModuleId(use.chunk))};`);
      return `${JSON.stringify(file)}: { body: sgPartial${i}, expressions: [\n${use.expressions.join(',\n')}\n] }`;
    });
    lines.push(`export const __sitegraphCode = {\nexpressions: [\n${code.expressions.join(',\n')}\n],\npartials: {${partials.join(',\n')}},\nruntime: __sitegraphCodeRuntime\n};`);
  }
  return lines.filter(Boolean).join('\n');
}

/**
 * The Vite plugin that serves each page module ({@link mdxModuleCode}) and the modules of the
 * partials they use as values ({@link partialModuleCode}); `lookup(source)` gives what a page's
 * module is made of, or undefined for a page without a module (read on each load: the dev
 * server answers from its latest compile), and `readChunkText(hash)` the text of a chunk.
 */
export function mdxModulePlugin(options: { siteDir?: string; lookup: (source: string) => PageModuleSource | undefined; readChunkText?: (hash: string) => string | undefined }): Plugin {
  const sourceOf = (id: string): string | undefined => {
    if (!options.siteDir || !id.endsWith(MDX_MODULE_SUFFIX)) return undefined;
    const rel = path.relative(options.siteDir, id.slice(0, -MDX_MODULE_SUFFIX.length)).split(path.sep).join('/');
    return options.lookup(rel) !== undefined ? rel : undefined;
  };
  return {
    name: 'sitegraph-mdx-modules',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(PARTIAL_MODULE_PREFIX)) return id;
      return sourceOf(id) !== undefined ? id : undefined;
    },
    load(id) {
      if (id.startsWith(PARTIAL_MODULE_PREFIX)) {
        const hash = id.slice(PARTIAL_MODULE_PREFIX.length, -'.js'.length);
        const text = options.readChunkText?.(hash);
        if (text === undefined) throw new Error(`The content chunk ${hash} of a partial used as a value is missing.`);
        return partialModuleCode(text);
      }
      const source = sourceOf(id);
      if (source === undefined) return undefined;
      return mdxModuleCode(options.siteDir!, source, options.lookup(source)!);
    },
  };
}
