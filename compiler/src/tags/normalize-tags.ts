import type { Diagnostic } from '../diagnostics/index.js';
import { CompileError } from '../diagnostics/index.js';
import type { ReportingSeverity } from '../config/index.js';
import { kebabCase } from './kebab-case.js';
import { normalizeUrl } from './normalize-url.js';
import type { TagsFile } from './tags-file.js';

/** A tag as written in front matter (after front matter validation): a key/label, or `{label, permalink}`. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string };

/** A tag attached to a doc or post (same shape as the docs `TagMetadata`). */
export interface NormalizedTag {
  label: string;
  /** Full permalink of the tag page: tags base path + the tag's own permalink. */
  permalink: string;
  description: string | null;
  /** True when the tag is not a key of the tags file. */
  inline: boolean;
}

/**
 * Resolves one front matter tag as Docusaurus 3.7.0's `normalizeTag` does: a string that is a
 * key of the tags file becomes that predefined tag; any other string is an inline tag whose
 * permalink is its kebab-cased label; an object is always inline with its own permalink.
 * Permalinks are always joined under `tagsBasePath` (`/docs/canary/tags` + `/cli`).
 */
export function normalizeTag(tag: FrontMatterTag, tagsBasePath: string, tagsFile: TagsFile | null): NormalizedTag {
  if (typeof tag === 'string') {
    const predefined = tagsFile?.tags.get(tag);
    if (predefined) {
      return {
        label: predefined.label,
        permalink: normalizeUrl([tagsBasePath, predefined.permalink]),
        description: predefined.description,
        inline: false,
      };
    }
    return { label: tag, permalink: normalizeUrl([tagsBasePath, kebabCase(tag)]), description: null, inline: true };
  }
  return { label: tag.label, permalink: normalizeUrl([tagsBasePath, tag.permalink]), description: tag.description ?? null, inline: true };
}

/** What {@link normalizeFrontMatterTags} returns. */
export interface NormalizedTagsResult {
  tags: NormalizedTag[];
  /** The "not defined in tags.yml" report, when there is one and it is not an error. */
  diagnostics: Diagnostic[];
}

/**
 * Resolves the front matter tags of one file and reports inline tags when a tags file exists
 * (Docusaurus `normalizeTags` + `reportInlineTags`): the message is
 * `Tags [a, b] used in <source> are not defined in <tags file name>`, labels de-duplicated.
 *
 * @param source path of the file relative to its content folder (what Docusaurus prints)
 * @param file site-relative path of the file (where the diagnostic points)
 * @param onInlineTags `ignore` | `log` (info) | `warn` (warning) | `throw` (CompileError)
 * @throws CompileError `tags/inline-tags` when `onInlineTags` is `throw` and inline tags are used
 */
export function normalizeFrontMatterTags(params: {
  frontMatterTags: readonly FrontMatterTag[] | undefined;
  tagsBasePath: string;
  tagsFile: TagsFile | null;
  source: string;
  file: string;
  onInlineTags: ReportingSeverity;
}): NormalizedTagsResult {
  const tags = (params.frontMatterTags ?? []).map((t) => normalizeTag(t, params.tagsBasePath, params.tagsFile));
  const diagnostics: Diagnostic[] = [];
  if (params.tagsFile && params.onInlineTags !== 'ignore') {
    const labels = [...new Set(tags.filter((t) => t.inline).map((t) => t.label))];
    if (labels.length) {
      const diagnostic: Diagnostic = {
        level: params.onInlineTags === 'throw' ? 'error' : params.onInlineTags === 'log' ? 'info' : 'warning',
        code: 'tags/inline-tags',
        message: `Tags [${labels.join(', ')}] used in ${params.source} are not defined in ${params.tagsFile.name}`,
        file: params.file,
      };
      if (diagnostic.level === 'error') throw new CompileError([diagnostic]);
      diagnostics.push(diagnostic);
    }
  }
  return { tags, diagnostics };
}
