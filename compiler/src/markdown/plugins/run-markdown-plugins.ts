import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension } from 'micromark-util-types';
import type { PluggableList, Processor } from 'unified';
import type { VFile } from 'vfile';
import { CompileError, type Diagnostic } from '../../diagnostics/index.js';
import { lazy } from '../../lazy/lazy.js';
import type { MarkdownPlugins } from './markdown-plugins.js';

// unified and vfile load when a site has remark or rehype plugins (../../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const unifiedPackage = lazy(() => require('unified') as typeof import('unified'));
const vfilePackage = lazy(() => require('vfile') as typeof import('vfile'));

type Tree = MdastRoot | HastRoot;
type TreeProcessor = Processor<undefined, Tree, Tree>;

/** One processor per plugin list: attachers run once per list, as Docusaurus makes one compiler per loader options. */
const processors = new WeakMap<PluggableList, TreeProcessor>();

function processorFor(list: PluggableList): TreeProcessor {
  let processor = processors.get(list);
  if (!processor) {
    processor = unifiedPackage().unified().use(list).freeze() as unknown as TreeProcessor;
    processors.set(list, processor);
  }
  return processor;
}

/**
 * The syntax extensions the remark plugins registered on their processor (`micromarkExtensions`
 * and `fromMarkdownExtensions` in the processor's data, as remark-math, remark-gfm and the like
 * do), for the parser: a syntax plugin changes how the body is parsed, not only the tree.
 */
export function parserExtensions(plugins: MarkdownPlugins): { micromark: Extension[]; fromMarkdown: FromMarkdownExtension[] } {
  const micromark: Extension[] = [];
  const fromMarkdown: FromMarkdownExtension[] = [];
  for (const list of [plugins.beforeDefaultRemarkPlugins, plugins.remarkPlugins]) {
    if (list.length === 0) continue;
    const data = processorFor(list).data() as { micromarkExtensions?: Extension[]; fromMarkdownExtensions?: Array<FromMarkdownExtension | FromMarkdownExtension[]> };
    micromark.push(...(data.micromarkExtensions ?? []));
    fromMarkdown.push(...(data.fromMarkdownExtensions ?? []).flat());
  }
  return { micromark, fromMarkdown };
}

/**
 * Runs a list of remark or rehype plugins (unified attachers, or `[attacher, options]`) on a
 * tree, as unified runs them: each attacher is called once per list with its options, its
 * transformer once per file. The file the transformers get is a VFile with the site-relative
 * `path` and the body as `value`. Every transformer must finish synchronously; see
 * {@link runMarkdownPluginsAsync} for the others.
 *
 * @param stage which list, for messages (`remarkPlugins`, `rehypePlugins`, …)
 * @returns the tree (a transformer may replace it) and the messages plugins left on the file, as
 *   warnings (`markdown/plugin-message`) with their line and column
 * @throws CompileError `markdown/plugin-failed` naming the file, the stage and the error, when a
 *   plugin throws (`file.fail` included) or does not finish synchronously
 */
export function runMarkdownPlugins<T extends Tree>(list: PluggableList, tree: T, file: string, body: string, stage: string, siteDir?: string): { tree: T; diagnostics: Diagnostic[] } {
  const vfile = fileFor(file, body, siteDir);
  try {
    return { tree: processorFor(list).runSync(tree, vfile) as T, diagnostics: messages(vfile, file) };
  } catch (error) {
    throw pluginError(error, file, stage);
  }
}

/** {@link runMarkdownPlugins} awaiting asynchronous transformers (unified's `run`). */
export async function runMarkdownPluginsAsync<T extends Tree>(list: PluggableList, tree: T, file: string, body: string, stage: string, siteDir?: string): Promise<{ tree: T; diagnostics: Diagnostic[] }> {
  const vfile = fileFor(file, body, siteDir);
  try {
    return { tree: (await processorFor(list).run(tree, vfile)) as T, diagnostics: messages(vfile, file) };
  } catch (error) {
    throw pluginError(error, file, stage);
  }
}

/** The file transformers get: absolute path and the site folder as `cwd` when the site folder is known. */
function fileFor(file: string, body: string, siteDir: string | undefined): VFile {
  const { VFile } = vfilePackage();
  return siteDir === undefined ? new VFile({ path: file, value: body }) : new VFile({ path: path.join(siteDir, file), cwd: siteDir, value: body });
}

/** The messages plugins left on the file, as diagnostics. */
function messages(vfile: VFile, file: string): Diagnostic[] {
  return vfile.messages.map((m): Diagnostic => ({
    level: m.fatal ? 'error' : 'warning',
    code: 'markdown/plugin-message',
    message: `${m.source ? `${m.source}: ` : ''}${m.reason}`,
    file,
    ...(typeof m.line === 'number' ? { line: m.line } : {}),
    ...(typeof m.column === 'number' ? { column: m.column } : {}),
  }));
}

/** `markdown/plugin-failed` for what a plugin threw, with its line and column when it has them. */
function pluginError(error: unknown, file: string, stage: string): CompileError {
  if (error instanceof CompileError) return error;
  const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  const e = error as { line?: unknown; column?: unknown } | null;
  const hint = /finished async/.test(reason) ? ' (an asynchronous plugin: only `build`, `dev` and `check` await them; the synchronous `compile` cannot)' : '';
  return new CompileError([
    {
      level: 'error',
      code: 'markdown/plugin-failed',
      message: `A plugin of ${stage} failed on this file: ${reason}${hint}`,
      file,
      ...(typeof e?.line === 'number' ? { line: e.line } : {}),
      ...(typeof e?.column === 'number' ? { column: e.column } : {}),
    },
  ]);
}
