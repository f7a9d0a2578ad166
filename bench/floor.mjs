#!/usr/bin/env node
// The parse floor of `npm run bench`: what reading and parsing the tree costs with the parser
// sitegraph chose, and nothing else. Single process, single thread: read every .md/.mdx file
// under the tree, split its front matter with gray-matter, parse the body with
// unified().use(remark-parse).use(remark-mdx) and turn the mdast into hast with mdast-util-to-hast.
// HTML comments become MDX comments first (as Docusaurus's mdx1Compat.comments does).
//
//   node bench/floor.mjs <tree>
//
// Prints one JSON line: {files, bytes, readMs, parseMs, toHastMs, totalMs, hastNodes}.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { toHast } from 'mdast-util-to-hast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const tree = process.argv[2];
if (!tree) {
  process.stderr.write('usage: node bench/floor.mjs <tree>\n');
  process.exit(2);
}
const started = performance.now();

const files = (await readdir(tree, { recursive: true, withFileTypes: true }))
  .filter((d) => d.isFile() && /\.mdx?$/.test(d.name) && !/(^|\/)node_modules\//.test(d.parentPath ?? d.path))
  .map((d) => path.join(d.parentPath ?? d.path, d.name))
  .sort();
const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
const tRead = performance.now();

const processor = unified().use(remarkParse).use(remarkMdx);
let parseMs = 0;
let toHastMs = 0;
let hastNodes = 0;
let bytes = 0;
const count = (node) => {
  hastNodes++;
  if (node.children) for (const c of node.children) count(c);
};
for (const text of texts) {
  bytes += Buffer.byteLength(text);
  const t0 = performance.now();
  const { content } = matter(text);
  // `<!-- truncate -->` in blog posts: MDX has no HTML comments; like Docusaurus's
  // mdx1Compat.comments, turn them into MDX comments before parsing.
  const mdx = content.includes('<!--') ? content.replace(/<!--([\s\S]*?)-->/g, '{/*$1*/}') : content;
  const mdast = processor.runSync(processor.parse(mdx));
  const t1 = performance.now();
  const hast = toHast(mdast, { allowDangerousHtml: true });
  const t2 = performance.now();
  parseMs += t1 - t0;
  toHastMs += t2 - t1;
  count(hast);
}
const r = (x) => Math.round(x * 10) / 10;
process.stdout.write(
  `${JSON.stringify({ files: files.length, bytes, readMs: r(tRead - started), parseMs: r(parseMs), toHastMs: r(toHastMs), totalMs: r(performance.now() - started), hastNodes })}\n`,
);
