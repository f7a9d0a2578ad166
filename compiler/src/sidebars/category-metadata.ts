/**
 * `_category_.json` / `_category_.yml` / `_category_.yaml` files of a docs version: read from
 * the site's files, parsed (YAML, which also reads JSON, as Docusaurus does) and validated.
 */

import yaml from 'js-yaml';
import type { Diagnostic } from '../diagnostics/index.js';
import { CompileError, errorDiagnostic } from '../diagnostics/index.js';
import type { CustomProps, SidebarCategoryLinkConfig } from './types.js';
import { findCategoryLinkProblems, isPlainObject } from './validate-sidebars.js';

/** A validated `_category_` file (Docusaurus `CategoryMetadataFile`). */
export interface CategoryMetadata {
  label?: string;
  position?: number;
  description?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: CustomProps;
  key?: string;
  /** A doc (local or full id) or generated-index link; `null` turns the index-doc convention off. */
  link?: SidebarCategoryLinkConfig | null;
}

/** Category metadata of a version, keyed by folder relative to the content folder (`.` = root). */
export type CategoriesMetadata = ReadonlyMap<string, CategoryMetadata>;

/** What {@link readCategoriesMetadata} returns. */
export interface CategoriesMetadataResult {
  categories: Map<string, CategoryMetadata>;
  /** Warnings: several `_category_` files in one folder. */
  diagnostics: Diagnostic[];
}

const FILE_NAME = /(^|\/)_category_\.(json|ya?ml)$/;

/**
 * Picks the `_category_` files below `contentPath` from `files`, parses and validates them.
 * When a folder has several (json and yml), the first in code-point order is used and a
 * warning is returned (Docusaurus: "the behavior is undetermined").
 *
 * @param files site files keyed by site-relative posix path (other files are ignored)
 * @param contentPath the version's content folder relative to the site folder
 * @throws CompileError `sidebars/invalid-category-file` naming each bad file (all at once),
 *   with the line of the offending key where it can be found
 */
export function readCategoriesMetadata(files: ReadonlyMap<string, string>, contentPath: string): CategoriesMetadataResult {
  const prefix = contentPath === '.' || contentPath === '' ? '' : `${contentPath.replace(/\/+$/, '')}/`;
  const byFolder = new Map<string, string[]>();
  for (const file of files.keys()) {
    if (!file.startsWith(prefix) || !FILE_NAME.test(file)) continue;
    const rel = file.slice(prefix.length);
    const slash = rel.lastIndexOf('/');
    const folder = slash === -1 ? '.' : rel.slice(0, slash);
    const list = byFolder.get(folder) ?? [];
    list.push(file);
    byFolder.set(folder, list);
  }
  const categories = new Map<string, CategoryMetadata>();
  const diagnostics: Diagnostic[] = [];
  const errors: Diagnostic[] = [];
  for (const folder of [...byFolder.keys()].sort(compare)) {
    const candidates = byFolder.get(folder)!.sort(compare);
    const file = candidates[0]!;
    if (candidates.length > 1) {
      diagnostics.push({
        level: 'warning',
        code: 'sidebars/duplicate-category-file',
        message: `There is more than one category metadata file in "${folder}": ${candidates.join(', ')}. Only ${file} is used.`,
        file,
      });
    }
    const parsed = parseCategoryFile(files.get(file)!, file);
    if ('errors' in parsed) errors.push(...parsed.errors);
    else categories.set(folder, parsed.metadata);
  }
  if (errors.length > 0) throw new CompileError(errors);
  return { categories, diagnostics };
}

/**
 * Parses and validates the text of one `_category_` file.
 *
 * @returns the metadata, or the error diagnostics (naming `file` and the line of the bad key)
 */
export function parseCategoryFile(text: string, file: string): { metadata: CategoryMetadata } | { errors: Diagnostic[] } {
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    return {
      errors: [
        errorDiagnostic('sidebars/invalid-category-file', `The category metadata file cannot be parsed: ${(error as Error).message.split('\n')[0]}`, {
          file,
          line: mark?.line !== undefined ? mark.line + 1 : undefined,
        }),
      ],
    };
  }
  if (data === undefined || data === null) data = {};
  const result = validateCategoryMetadata(data);
  if ('problems' in result) {
    return {
      errors: result.problems.map((p) =>
        errorDiagnostic('sidebars/invalid-category-file', `The category metadata file looks invalid: ${p.message}`, {
          file,
          line: findKeyLine(text, p.key),
        }),
      ),
    };
  }
  return { metadata: result.metadata };
}

/**
 * Validates parsed `_category_` data: keys `label`, `position`, `description`, `collapsed`,
 * `collapsible`, `className`, `customProps`, `key`, `link`; numeric strings are accepted as
 * `position` and `"true"`/`"false"` as booleans (Joi's conversions); other keys are errors.
 */
export function validateCategoryMetadata(
  data: unknown,
): { metadata: CategoryMetadata } | { problems: { key: string | undefined; message: string }[] } {
  if (!isPlainObject(data)) return { problems: [{ key: undefined, message: '"value" must be of type object' }] };
  const problems: { key: string | undefined; message: string }[] = [];
  const metadata: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const value = data[key];
    if (value === undefined) continue;
    switch (key) {
      case 'label':
      case 'description':
      case 'className':
      case 'key':
        if (typeof value === 'string') metadata[key] = value;
        else problems.push({ key, message: `"${key}" must be a string` });
        break;
      case 'position': {
        const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
        if (Number.isFinite(n)) metadata[key] = n;
        else problems.push({ key, message: '"position" must be a number' });
        break;
      }
      case 'collapsed':
      case 'collapsible':
        if (typeof value === 'boolean') metadata[key] = value;
        else if (value === 'true' || value === 'false') metadata[key] = value === 'true';
        else problems.push({ key, message: `"${key}" must be a boolean` });
        break;
      case 'customProps':
        if (isPlainObject(value)) metadata[key] = value;
        else problems.push({ key, message: '"customProps" must be of type object' });
        break;
      case 'link': {
        const linkProblems = findCategoryLinkProblems(value, ['link']);
        if (linkProblems.length === 0) metadata[key] = value;
        else problems.push(...linkProblems.map((p) => ({ key: String(p.path[p.path.length - 1]), message: p.message })));
        break;
      }
      default:
        problems.push({ key, message: `"${key}" is not allowed` });
    }
  }
  return problems.length > 0 ? { problems } : { metadata: metadata as CategoryMetadata };
}

/** 1-based line of the first `key:` / `"key":` in the text, undefined when not found. */
function findKeyLine(text: string, key: string | undefined): number | undefined {
  if (key === undefined) return undefined;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^\\s*(?:"${escaped}"|'${escaped}'|${escaped})\\s*:`);
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (re.test(lines[i]!) || new RegExp(`[{,]\\s*"${escaped}"\\s*:`).test(lines[i]!)) return i + 1;
  }
  return undefined;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
