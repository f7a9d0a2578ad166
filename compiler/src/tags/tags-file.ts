import path from 'node:path/posix';
import yaml from 'js-yaml';
import { CompileError, errorDiagnostic, fail, type Diagnostic } from '../diagnostics/index.js';
import { capitalize, kebabCase } from './kebab-case.js';
import { yamlKeyLines } from '../frontmatter/index.js';

/** A predefined tag of a `tags.yml` file, after Docusaurus's normalisation. */
export interface TagDefinition {
  /** `label` of the entry, else the key capitalised (`cli` → `Cli`). */
  label: string;
  /** `permalink` of the entry, else `/` + the key in kebab case; relative to the tags base path. */
  permalink: string;
  /** `description` of the entry, or null. */
  description: string | null;
}

/** A loaded tags file: where it is and its tags by key (keys are user text: a Map). */
export interface TagsFile {
  /** Site-relative path of the file, e.g. `docs/tags.yml`. */
  file: string;
  /** The tags option value it was found with (`tags.yml` by default), named in warnings. */
  name: string;
  tags: ReadonlyMap<string, TagDefinition>;
}

/** The `tags` plugin option: a path relative to the content folder, or null/false to disable. */
export type TagsOption = string | null | false | undefined;

/**
 * Loads the predefined tags file of a content folder as Docusaurus 3.7.0's `getTagsFile` does:
 * `tags: false | null` → none; `tags` unset → `<contentPath>/tags.yml` when it exists; `tags: 'x.yml'`
 * → `<contentPath>/x.yml`, which must exist. An empty file defines no tags.
 *
 * @param files text files keyed by site-relative posix path (`SiteInput.files`)
 * @param contentPath site-relative content folder of the plugin version (`docs`, `blog`, …)
 * @returns the tags, or null when the plugin has no tags file
 * @throws CompileError `tags/missing-file` when a configured file is absent; `tags/invalid-yaml`
 *   (with line); `tags/invalid` for entries that are not `{label?, description?, permalink?}`
 *   objects of non-empty strings or null (every bad entry listed, each with its line);
 *   `tags/duplicate-permalink` when two tags resolve to the same permalink.
 */
export function loadTagsFile(files: ReadonlyMap<string, string>, contentPath: string, option: TagsOption): TagsFile | null {
  if (option === false || option === null) return null;
  const name = option ?? 'tags.yml';
  const file = path.normalize(path.join(contentPath, name));
  const text = files.get(file);
  if (text === undefined) {
    if (option === undefined) return null;
    fail('tags/missing-file', `No tags file "${name}" could be found in "${contentPath}".`, { file });
  }
  if (!text.trim()) return { file, name, tags: new Map() };

  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    fail('tags/invalid-yaml', `The tags file is not valid YAML: ${e.reason ?? e.message ?? String(error)}`, {
      file,
      line: e.mark?.line !== undefined ? e.mark.line + 1 : undefined,
    });
  }
  return { file, name, tags: normalizeTagsFileData(data, file, text) };
}

/**
 * Validates and normalises parsed tags-file data (Docusaurus `normalizeTagsFile` +
 * `ensureUniquePermalinks`).
 *
 * @param data the parsed YAML (`null`/`undefined` = no tags)
 * @param file site-relative path, for errors
 * @param text the file text, to locate lines in errors (optional)
 */
export function normalizeTagsFileData(data: unknown, file: string, text = ''): Map<string, TagDefinition> {
  const tags = new Map<string, TagDefinition>();
  if (data === null || data === undefined) return tags;
  if (typeof data !== 'object' || Array.isArray(data) || data instanceof Date) {
    fail('tags/invalid', 'A tags file must map tag keys to {label, description, permalink} objects.', { file, line: 1 });
  }
  const problems: Diagnostic[] = [];
  for (const [key, entry] of Object.entries(data)) {
    const problem = entryProblem(entry);
    if (problem) {
      problems.push(errorDiagnostic('tags/invalid', `Tag "${key}": ${problem}`, { file, line: yamlKeyLines(text).get(key) }));
      continue;
    }
    const e = (entry ?? {}) as { label?: string; description?: string; permalink?: string };
    tags.set(key, {
      label: e.label || capitalize(key),
      permalink: e.permalink || `/${kebabCase(key)}`,
      description: e.description ?? null,
    });
  }
  if (problems.length) throw new CompileError(problems);

  const byPermalink = new Map<string, string[]>();
  for (const [key, tag] of tags) byPermalink.set(tag.permalink, [...(byPermalink.get(tag.permalink) ?? []), key]);
  const duplicates = [...byPermalink].filter(([, keys]) => keys.length > 1);
  if (duplicates.length) {
    throw new CompileError(
      duplicates.map(([permalink, keys]) =>
        errorDiagnostic('tags/duplicate-permalink', `Tags ${keys.map((k) => `"${k}"`).join(', ')} share the permalink "${permalink}".`, {
          file,
          line: yamlKeyLines(text).get(keys[1]!),
        }),
      ),
    );
  }
  return tags;
}

function entryProblem(entry: unknown): string | undefined {
  if (entry === null) return undefined;
  if (typeof entry !== 'object' || Array.isArray(entry) || entry instanceof Date) {
    return 'must be an object with label, description and permalink strings, or empty.';
  }
  for (const [field, value] of Object.entries(entry)) {
    if (!['label', 'description', 'permalink'].includes(field)) return `unknown field "${field}" (allowed: label, description, permalink).`;
    if (value !== undefined && (typeof value !== 'string' || value === '')) return `"${field}" must be a non-empty string.`;
  }
  return undefined;
}

