#!/usr/bin/env node
// Writes the reference and short guide pages of site/docs from the topic table in
// reference-topics.mjs. Handwritten guides (getting-started, fundamentals, …) are not touched.
// Run from the repository root: `node site/scripts/generate-docs.mjs`.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTopics, topics } from './reference-topics.mjs';

const docsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const all = [...topics, ...apiTopics];

/** Source path (without extension, relative to docs/) of a doc id, generated or handwritten. */
const fileOf = new Map(all.map((t) => [t.id, t.file ?? t.id]));
const titleOf = new Map(all.map((t) => [t.id, t.title]));
const handwritten = {
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
for (const [id, title] of Object.entries(handwritten)) {
  fileOf.set(id, id);
  titleOf.set(id, title);
}

/** A relative `.md` link from the doc at `fromFile` to the doc id `to`. */
function link(fromFile, to) {
  const target = fileOf.get(to);
  if (!target) throw new Error(`Unknown doc id in "see": ${to}`);
  let rel = path.posix.relative(path.posix.dirname(fromFile), `${target}.md`);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const title = titleOf.get(to);
  const label = /[<{]/.test(title) ? `\`${title}\`` : title;
  return `[${label}](${rel})`;
}

/** Front matter value quoted for YAML. */
const q = (s) => JSON.stringify(s);

function seeAlso(t, file) {
  if (!t.see?.length) return '';
  return `\n## See also\n\n${t.see.map((id) => `- ${link(file, id)}`).join('\n')}\n`;
}

function page(fm, body, t, file) {
  // No last_update: the pages show the date of their last commit (showLastUpdateTime).
  return `---\n${fm.join('\n')}\n---\n\n${body}${seeAlso(t, file)}`;
}

function guide(t, file) {
  const fm = [`title: ${q(t.title)}`, `description: ${q(t.summary.replace(/`/g, ''))}`];
  if (t.slug) fm.push(`slug: ${t.slug}`);
  let body = `${t.summary}\n`;
  if (t.code) body += `\n\`\`\`${t.lang ?? 'tsx'}\n${t.code}\n\`\`\`\n`;
  for (const [heading, text] of t.sections) body += `\n## ${heading}\n\n${text}\n`;
  if (t.tip) body += `\n:::tip\n\n${t.tip}\n\n:::\n`;
  return page(fm, body, t, file);
}

function cli(t, file) {
  const label = t.title.replace(/^npx framecraft (lambda |cloudrun )?/, '');
  const fm = [`title: ${q(t.title)}`, `sidebar_label: ${q(label)}`, `description: ${q(t.summary)}`];
  let body = `${t.summary}\n\n\`\`\`bash\n${t.usage}\n\`\`\`\n\n## Flags\n`;
  for (const [flag, text] of t.flags) body += `\n### \`${flag}\`\n\n${text}\n`;
  body += `\n:::note\n\nRun the command with \`--help\` to see every flag, including the ones shared by all commands.\n\n:::\n`;
  return page(fm, body, t, file);
}

function api(t, file) {
  const fm = [`title: ${q(t.title)}`, `description: ${q(t.summary.replace(/`/g, ''))}`];
  let body = `_Part of the \`${t.pkg}\` package._\n\n${t.summary}\n\n\`\`\`ts\n${t.signature}\n\`\`\`\n`;
  body += `\n## Example\n\n\`\`\`tsx title="example.tsx"\n${t.example}\n\`\`\`\n`;
  if (t.args.length) {
    body += `\n## Arguments\n`;
    for (const [name, text] of t.args) body += `\n### \`${name}\`\n\n${text}\n`;
  }
  body += `\n## Return value\n\n${t.returns}\n`;
  if (t.note) body += `\n:::info\n\n${t.note}\n\n:::\n`;
  return page(fm, body, t, file);
}

let written = 0;
for (const t of all) {
  const file = t.file ?? t.id;
  const text = t.kind === 'api' ? api(t, file) : t.kind === 'cli' ? cli(t, file) : guide(t, file);
  const out = path.join(docsDir, `${file}.md`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
  written++;
}
for (const id of Object.keys(handwritten)) {
  if (!existsSync(path.join(docsDir, `${id}.md`)) && !existsSync(path.join(docsDir, `${id}.mdx`))) {
    console.warn(`handwritten doc missing: ${id}`);
  }
}
console.log(`wrote ${written} docs`);
