#!/usr/bin/env node
// The metadata floor of `npm run bench`'s dev rows: what a dev start without saved state cannot
// skip. It lists the tree's .md/.mdx files, reads each one whole and parses its front matter
// block with gray-matter (js-yaml), as sitegraph's compiler does, and nothing else: no Markdown
// parse, no sidebar, no route, no server. A first `sitegraph dev` needs every doc's front
// matter before its first page (sidebar labels and positions, slugs and the previous/next links
// come from all of them), so no such start is faster than this on the same machine.
//
// One thread. Files are read with readFileSync, as `loadSite` reads them: tens of thousands of
// concurrent async reads run out of file descriptors. They are listed with node:fs's recursive
// readdir, which took 0.49–0.54 s for the 50,000-doc tree where fast-glob (the compiler's
// lister) took 0.56–0.61 s (2026-11-27, evening): the floor takes the faster.
//
//   node bench/metadata-floor.mjs <tree>
//
// Prints one JSON line: {files, chars, listMs, readMs, frontMatterMs, totalMs, keys}.
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { markdownFiles } from './lib/markdown-files.mjs';

const [tree] = process.argv.slice(2);
if (!tree) {
  process.stderr.write('usage: node bench/metadata-floor.mjs <tree>\n');
  process.exit(2);
}
const started = performance.now();
const files = markdownFiles(readdirSync(tree, { recursive: true, withFileTypes: true }));
const listed = performance.now();
const texts = files.map((f) => readFileSync(f, 'utf8'));
const read = performance.now();
let keys = 0;
let chars = 0;
for (const text of texts) {
  chars += text.length;
  if (!text.startsWith('---')) continue;
  // The block up to its closing `\n---`, given to gray-matter alone (with options, so that it
  // skips its cache of whole texts), as the compiler's parseFrontMatter does.
  const close = text.indexOf('\n---', 3);
  const header = close === -1 ? text : text.slice(0, close + 4);
  keys += Object.keys(matter(header, {}).data).length;
}
const done = performance.now();
const r = (x) => Math.round(x * 10) / 10;
process.stdout.write(`${JSON.stringify({ files: files.length, chars, listMs: r(listed - started), readMs: r(read - listed), frontMatterMs: r(done - read), totalMs: r(done - started), keys })}\n`);
