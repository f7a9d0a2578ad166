// Writes the generated pages of site/docs from the tables in ./topics, and the sidebar id lists
// of site/reference-sidebar.ts. Handwritten guides (getting-started, fundamentals, …) are not
// touched. Run from the repository root: `npx tsx site/scripts/docs/generate.ts`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../sitegraph.config.js';
import { sharedErrors, sharedParams } from './shared.js';
import { furtherSections } from './topics/further.js';
import { groups } from './topics/index.js';
import type { CliEntry, DocEntry, ErrorCase, GuideEntry, Param, RefEntry } from './types.js';

const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const docsDir = path.join(siteDir, 'docs');

const handwritten: Record<string, string> = {
  'getting-started': 'Getting started',
  fundamentals: 'The fundamentals',
  timeline: 'The timeline',
  'animating-properties': 'Animating properties',
  cli: 'Command line',
  lambda: 'Lambda',
  'lambda/setup': 'Setting up Lambda',
  cloudrun: 'Cloud Run',
  api: 'API overview',
  recorder: 'The Recorder',
};

const all: DocEntry[] = groups.flatMap((g) => g.entries);
/** Headings of further sections that mean the same thing, written under one heading on a page. */
const SAME_HEADING: Record<string, string> = { 'When it does not work': 'Troubleshooting', 'What can go wrong': 'Troubleshooting' };

/** Sections with the same (normalised) heading merged into one, at the place of the first. */
function mergeSections(sections: [string, string][]): [string, string][] {
  const out = new Map<string, string[]>();
  for (const [heading, text] of sections) {
    const h = SAME_HEADING[heading] ?? heading;
    out.set(h, [...(out.get(h) ?? []), text]);
  }
  return [...out].map(([h, texts]) => [h, texts.join('\n\n')]);
}

/** Further sections by doc id, from every table of topics/further.ts, in its order. */
const more: Record<string, [string, string][]> = {};
for (const table of furtherSections) {
  for (const [id, sections] of Object.entries(table)) more[id] = [...(more[id] ?? []), ...sections];
}
const fileOf = new Map<string, string>(Object.keys(handwritten).map((id) => [id, id]));
const titleOf = new Map<string, string>(Object.entries(handwritten));
for (const e of all) {
  if (fileOf.has(e.id)) throw new Error(`Doc id listed twice: ${e.id}`);
  fileOf.set(e.id, e.file ?? e.id);
  titleOf.set(e.id, e.title);
}

/** "See also" ids that name no doc, reported (and the run failed) once all pages are written. */
const unknown: string[] = [];

/** A relative `.md` link from the doc at `fromFile` to the doc id `to`. */
function link(fromFile: string, to: string, hash?: string): string {
  if (!fileOf.has(to)) {
    // A page not (yet) in the table: handwritten, with its title in the front matter.
    const existing = ['md', 'mdx'].map((ext) => path.join(docsDir, `${to}.${ext}`)).find((f) => existsSync(f));
    const title = existing && /^title:\s*(.+)$/m.exec(readFileSync(existing, 'utf8'))?.[1];
    if (title) {
      fileOf.set(to, to);
      titleOf.set(to, title.startsWith('"') ? (JSON.parse(title) as string) : title);
    }
  }
  const target = fileOf.get(to);
  if (!target) {
    unknown.push(`${fromFile} → ${to}`);
    return to;
  }
  let rel = path.posix.relative(path.posix.dirname(fromFile), `${target}.md`);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const title = titleOf.get(to)!;
  const label = /[<{]/.test(title) ? `\`${title}\`` : title;
  return `[${label}](${rel}${hash ? `#${hash}` : ''})`;
}

/** The major version of the current release: reference pages of APIs new in it carry a badge. */
const currentMajor = config.customFields.siteVersion.split('.')[0]!;

/** The MDX import lines of a page, from the doc at `fromFile` (site components by `@site`, partials relative). */
function imports(fromFile: string, lines: { name: string; partial?: string; component?: string }[]): string {
  if (!lines.length) return '';
  const from = (l: (typeof lines)[number]) => (l.component ? `@site/src/components/${l.component}` : path.posix.relative(path.posix.dirname(fromFile), l.partial!).replace(/^(?!\.)/, './'));
  return `${lines.map((l) => `import ${l.name} from '${from(l)}';`).join('\n')}\n\n`;
}

/** Front matter value quoted for YAML. */
const q = (s: string) => JSON.stringify(s);
const plain = (s: string) => s.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

function frontMatter(e: DocEntry): string[] {
  const fm = [`title: ${q(e.title)}`, `description: ${q(plain(e.summary))}`];
  if (e.sidebarLabel) fm.push(`sidebar_label: ${q(e.sidebarLabel)}`);
  if (e.slug) fm.push(`slug: ${e.slug}`);
  return fm;
}

function seeAlso(e: DocEntry, file: string): string {
  if (!e.see?.length) return '';
  return `\n## See also\n\n${e.see.map((id) => `- ${link(file, id)}`).join('\n')}\n`;
}

/** No last_update: the pages show the date of their last commit (showLastUpdateTime). */
const page = (e: DocEntry, file: string, body: string, head = '') => `---\n${frontMatter(e).join('\n')}\n---\n\n${head}${body}${seeAlso(e, file)}`;

function sharedParam(key: string, where: string): Param {
  const shared = sharedParams[key];
  if (!shared) throw new Error(`Unknown shared parameter in ${where}: ${key}`);
  return shared;
}

/**
 * The page that explains a shared option in full: the first entry of the table that lists it.
 * Other pages list its type and default and link to that explanation.
 */
const homeOf = new Map<string, string>();
for (const e of all) {
  if (e.kind !== 'ref') continue;
  for (const p of e.params ?? []) if (typeof p === 'string' && !homeOf.has(p)) homeOf.set(p, e.id);
}

/** The page that explains a shared error: the first entry that lists it. */
const errorHomeOf = new Map<string, string>();
for (const e of all) {
  if (e.kind !== 'ref') continue;
  for (const x of e.errors ?? []) if (typeof x === 'string' && !errorHomeOf.has(x)) errorHomeOf.set(x, e.id);
}

/** The anchor of a heading made of one inline code span, as the compiler's slugger makes it. */
const anchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');

function errorCase(x: ErrorCase | string, where: string): ErrorCase {
  if (typeof x !== 'string') return x;
  const shared = sharedErrors[x];
  if (!shared) throw new Error(`Unknown shared error in ${where}: ${x}`);
  return shared;
}

function reference(e: RefEntry, file: string): string {
  const isNew = e.since.split('.')[0] === currentMajor;
  let body = `${isNew ? `<VersionBadge since="${e.since}" /> ` : ''}_Part of \`${e.pkg}\`. Available from v${e.since}._\n\n${e.summary}\n`;
  for (const p of typeof e.body === 'string' ? [e.body] : (e.body ?? [])) body += `\n${p}\n`;
  body += `\n## Signature\n\n\`\`\`${e.signatureLang ?? 'ts'}\n${e.signature}\n\`\`\`\n`;
  if (e.params?.length) {
    body += `\n## ${e.paramsHeading ?? 'Parameters'}\n`;
    const elsewhere: string[] = [];
    for (const raw of e.params) {
      if (typeof raw === 'string' && homeOf.get(raw) !== e.id) {
        elsewhere.push(raw);
        continue;
      }
      const p = typeof raw === 'string' ? sharedParam(raw, e.id) : raw;
      const dflt = p.default === undefined ? 'required' : `default \`${p.default}\``;
      body += `\n### \`${p.name}\`\n\n_Type \`${p.type}\`, ${dflt}._ ${p.text}\n`;
    }
    if (elsewhere.length) {
      body += `\n### Shared options\n\nEach is explained on its linked page.\n\n| Option | Type | Default | Meaning |\n| --- | --- | --- | --- |\n`;
      for (const key of elsewhere) {
        const p = sharedParam(key, e.id);
        const home = homeOf.get(key)!;
        const cell = (c: string) => `\`${c.replace(/\|/g, '\\|')}\``;
        body += `| \`${p.name}\` | ${cell(p.type)} | ${p.default === undefined ? 'required' : cell(p.default)} | ${link(file, home, anchor(p.name))} |\n`;
      }
    }
  }
  if (e.returns) body += `\n## Return value\n\n${e.returns}\n`;
  body += `\n## Example\n\n\`\`\`tsx title="${e.exampleTitle ?? 'example.tsx'}"\n${e.example}\n\`\`\`\n`;
  if (e.errors?.length) {
    body += `\n## Errors\n\n`;
    const own = e.errors.filter((x) => typeof x !== 'string' || errorHomeOf.get(x) === e.id).map((x) => errorCase(x, e.id));
    const elsewhere = e.errors.filter((x): x is string => typeof x === 'string' && errorHomeOf.get(x) !== e.id);
    body += own.map((c) => `- \`${c.error}\`: ${c.when}`).join('\n') + (own.length ? '\n' : '');
    if (elsewhere.length) {
      // Errors shared with other functions: their cause is explained once, where they first appear.
      body += `${own.length ? '\n' : ''}| Also throws | Explained on |\n| --- | --- |\n`;
      for (const key of elsewhere) body += `| \`${errorCase(key, e.id).error}\` | ${link(file, errorHomeOf.get(key)!, 'errors')} |\n`;
    }
  }
  for (const [heading, text] of mergeSections([...(e.sections ?? []), ...(more[e.id] ?? [])])) body += `\n## ${heading}\n\n${text}\n`;
  return page(e, file, body, imports(file, isNew ? [{ name: 'VersionBadge', component: 'VersionBadge' }] : []));
}

function guide(e: GuideEntry, file: string): string {
  let body = `${e.summary}\n`;
  if (e.install) body += `\n<Install packages="${e.install}" />\n`;
  if (e.code) body += `\n\`\`\`${e.lang ?? 'tsx'}\n${e.code}\n\`\`\`\n`;
  for (const [heading, text] of mergeSections([...e.sections, ...(more[e.id] ?? [])])) body += `\n## ${heading}\n\n${text}\n`;
  if (e.tip) body += `\n:::tip\n\n${e.tip}\n\n:::\n`;
  return page(e, file, body, imports(file, e.install ? [{ name: 'Install', partial: '_install.mdx' }] : []));
}

function cli(e: CliEntry, file: string): string {
  let body = `${e.summary}\n\n\`\`\`bash\n${e.usage}\n\`\`\`\n`;
  for (const p of e.body ?? []) body += `\n${p}\n`;
  body += `\n## Flags\n`;
  for (const [flag, text] of e.flags) body += `\n### \`${flag}\`\n\n${text}\n`;
  if (e.example) body += `\n## Example\n\n\`\`\`bash\n${e.example}\n\`\`\`\n`;
  for (const [heading, text] of mergeSections(more[e.id] ?? [])) body += `\n## ${heading}\n\n${text}\n`;
  body += `\n:::note\n\nRun the command with \`--help\` to see every flag, including the ones shared by all commands.\n\n:::\n`;
  return page(e, file, body);
}

for (const id of Object.keys(more)) if (!all.some((e) => e.id === id)) unknown.push(`more → ${id}`);

let written = 0;
for (const e of all) {
  const file = e.file ?? e.id;
  const text = e.kind === 'ref' ? reference(e, file) : e.kind === 'cli' ? cli(e, file) : guide(e, file);
  const out = path.join(docsDir, `${file}.md`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
  written++;
}
for (const id of Object.keys(handwritten)) {
  if (!existsSync(path.join(docsDir, `${id}.md`)) && !existsSync(path.join(docsDir, `${id}.mdx`))) console.warn(`handwritten doc missing: ${id}`);
}

// Sidebars name docs by their path (a custom slug does not change it), in table order.
const ids = Object.fromEntries(groups.map((g) => [g.key, g.entries.map((e) => e.file ?? e.id)]));
const kinds = Object.fromEntries(all.map((e) => [e.file ?? e.id, e.kind]));
writeFileSync(
  path.join(siteDir, 'reference-sidebar.ts'),
  `// Written by scripts/docs/generate.ts from the docs table: the doc ids of each group, in order,
// and the kind of each doc (a reference page, a guide or a command line page). sidebars.ts
// places them; edit the table, not this file.
export const docIds: Record<string, string[]> = ${JSON.stringify(ids, null, 2)};

export const docKinds: Record<string, 'ref' | 'guide' | 'cli'> = ${JSON.stringify(kinds, null, 2)};
`,
);
console.log(`wrote ${written} docs`);
if (unknown.length) {
  console.error(`Unknown doc ids in "see":\n  ${unknown.join('\n  ')}`);
  process.exitCode = 1;
}
