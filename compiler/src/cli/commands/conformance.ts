import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '../../api/compile-site.js';
import { compareWithGolden, formatConformanceReport, projectGraph, SECTION_NAMES, type Golden, type SectionName } from '../../conformance/index.js';
import { loadSite } from '../../content/index.js';
import { localizeSiteInput } from '../../i18n/localize-site.js';
import { lineAndColumn, stringifyCanonical } from '../../json/index.js';
import { UserError } from '../../safety/index.js';
import { UsageError } from '../usage-error.js';

/** Options of `sitegraph conformance`. */
export interface ConformanceCommandOptions {
  corpusDir: string;
  expected: string;
  json: boolean;
  sections: string | undefined;
  emit: string | undefined;
  /** The locale to compile (`--locale`: its `i18n/` translations, its base URL); default the default locale, untranslated. */
  locale?: string;
}

/** Parses the golden file; a syntax error is a one-line error naming the file, line and column. */
function readGolden(file: string, text: string): Golden {
  try {
    return JSON.parse(text) as Golden;
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message);
    const at = position ? lineAndColumn(text, Number(position[1])) : null;
    throw new UserError('conformance/invalid-golden', `${file}${at ? `:${at.line}:${at.column}` : ''}: not valid JSON (${(error as Error).message.split('\n')[0]}).`);
  }
}

/**
 * `sitegraph conformance <corpusDir> --expected <golden.json> [--json] [--sections a,b] [--emit out.json] [--locale L]`:
 * compiles the tree, projects the graph onto the golden's format, compares section by section.
 * Prints the report (text ending in `N passed, M failed`, or JSON with `--json`); exit 0 only
 * when every compared entry passes.
 *
 * @throws UsageError for an unknown section name; UserError for a golden file that is not JSON
 */
export async function conformanceCommand(o: ConformanceCommandOptions): Promise<number> {
  const sections = parseSections(o.sections);
  const golden = readGolden(o.expected, await readFile(o.expected, 'utf8'));
  const loaded = await loadSite(o.corpusDir);
  const input = o.locale === undefined ? loaded : localizeSiteInput(loaded, o.locale);
  // The golden describes the content model, not page bodies: files that fail to render do not stop it.
  const { graph } = compile(input, { continueOnError: true });
  const projection = projectGraph(graph, path.basename(path.resolve(o.corpusDir)));
  if (o.emit) await writeFile(o.emit, `${stringifyCanonical(projection, 2)}\n`);
  const report = compareWithGolden(projection, golden, sections);
  process.stdout.write(`${o.json ? JSON.stringify(report, null, 2) : formatConformanceReport(report)}\n`);
  return report.failed === 0 ? 0 : 1;
}

function parseSections(value: string | undefined): SectionName[] {
  if (!value) return [...SECTION_NAMES];
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SECTION_NAMES as readonly string[]).includes(n));
  if (unknown.length) throw new UsageError('cli/unknown-section', `Unknown section(s): ${unknown.join(', ')}. Known: ${SECTION_NAMES.join(', ')}`);
  return names as SectionName[];
}
