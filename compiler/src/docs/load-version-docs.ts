import { globFiles } from '../content/index.js';
import { CompileError, ErrorCollector, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { loadTagsFile, type TagsFile } from '../tags/index.js';
import type { DocMetadataBase } from './doc-metadata.js';
import { processDoc, type DocBody, type DocContext } from './process-doc.js';
import type { VersionMetadata } from './version-metadata.js';
import type { DocsOptions } from '../config/index.js';
import type { FileMemo } from '../memo/index.js';

/** The docs of one version before sidebars. */
export interface VersionDocs {
  /** Every doc of the version, drafts included, in code-point order of source path. */
  docs: DocMetadataBase[];
  /** The version's predefined tags, or null. */
  tagsFile: TagsFile | null;
  /** Markdown body of each doc by site-relative source path. */
  bodies: Map<string, DocBody>;
  diagnostics: Diagnostic[];
}

/**
 * Loads the docs of a version: the files of its content folder matching `include` and no
 * `exclude` glob (paths relative to the folder, picomatch/globby semantics), each processed by
 * {@link processDoc} against the version's `tags.yml`.
 *
 * @param files text files by site-relative path (`SiteInput.files`)
 * @param memo per-file results of earlier compiles, reused when a file is unchanged
 * @param more commit history by site-relative path (last-update data), the instance's `editUrl`
 *   function and the locale it is called with
 * @throws CompileError `docs/no-docs` when the version has no doc file; `docs/duplicate-id`
 *   listing every id shared by several docs with their files; any error of {@link processDoc}
 */
export function loadVersionDocs(
  files: ReadonlyMap<string, string>,
  version: VersionMetadata,
  options: DocsOptions,
  mode: DocContext['mode'],
  memo?: FileMemo,
  more: Pick<DocContext, 'fileHistory' | 'editUrl'> = {},
): VersionDocs {
  const sources = globFiles(files.keys(), version.contentPath, options.include, options.exclude);
  if (sources.length === 0) {
    fail('docs/no-docs', `Docs version "${version.name}" has no docs: at least one doc should exist in "${version.contentPath}".`, {
      file: version.contentPath,
    });
  }
  const tagsFile = loadTagsFile(files, version.contentPath, options.tags);
  const ctx: DocContext = { version, options, tagsFile, mode, memo, ...more };
  const prefix = version.contentPath === '.' ? '' : `${version.contentPath}/`;
  const docs: DocMetadataBase[] = [];
  const diagnostics: Diagnostic[] = [];
  const bodies = new Map<string, DocBody>();
  // Every doc's errors at once, not only the first doc's.
  const errors = new ErrorCollector();
  for (const source of sources) {
    const r = errors.attempt(() => processDoc({ source, text: files.get(prefix + source) ?? '' }, ctx));
    if (!r) continue;
    docs.push(r.doc);
    bodies.set(r.doc.source, r.body);
    diagnostics.push(...r.diagnostics);
  }
  errors.throwIfAny();
  ensureUniqueIds(docs, version);
  return { docs, tagsFile, bodies, diagnostics };
}

function ensureUniqueIds(docs: readonly DocMetadataBase[], version: VersionMetadata): void {
  const byId = new Map<string, string[]>();
  for (const d of docs) byId.set(d.id, [...(byId.get(d.id) ?? []), d.source]);
  const problems = [...byId]
    .filter(([, sources]) => sources.length > 1)
    .map(([id, sources]) =>
      errorDiagnostic(
        'docs/duplicate-id',
        `Doc id "${id}" is used by ${sources.length} docs of version "${version.name}": ${sources.join(', ')}. ` +
          'Docs must have distinct ids: rename a file or set a distinct "id" front matter.',
        { file: sources[1] },
      ),
    );
  if (problems.length) throw new CompileError(problems);
}
