#!/usr/bin/env node
// The parse floor of `npm run bench`: what reading and parsing the tree costs with the parser
// sitegraph chose, and nothing else. Single process, single thread: read every .md/.mdx file
// under the tree, split its front matter with gray-matter, parse the body with
// unified().use(remark-parse).use(remark-mdx) and turn the mdast into hast with mdast-util-to-hast.
// HTML comments become MDX comments first (as Docusaurus's mdx1Compat.comments does).
//
//   node bench/floor.mjs <tree> [--threads N]
//
// Prints one JSON line: {files, bytes, readMs, parseMs, toHastMs, totalMs, hastNodes}.
//
// --threads N (N > 1) splits the files among N worker threads (every N-th file each) and adds
// `threads` and each thread's `threadMs` (its parse and mdast → hast time): on a machine whose
// cores add throughput, each thread takes about 1/N of the one-thread time; on this project's
// 2-vCPU VM two threads each took as long as one thread did for all the files.
import { readdir, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import matter from 'gray-matter';
import { toHast } from 'mdast-util-to-hast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownFiles } from './lib/markdown-files.mjs';

/** Reads and parses `files`: the time of each step and what came out. */
async function parseFiles(files) {
  const started = performance.now();
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
  return { files: files.length, bytes, readMs: tRead - started, parseMs, toHastMs, hastNodes };
}

if (!isMainThread) {
  parentPort.postMessage(await parseFiles(workerData));
} else {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { threads: { type: 'string', default: '1' } } });
  const [tree] = positionals;
  const threads = Number(values.threads);
  if (!tree || !Number.isInteger(threads) || threads < 1) {
    process.stderr.write('usage: node bench/floor.mjs <tree> [--threads N]\n');
    process.exit(2);
  }
  const started = performance.now();
  const files = markdownFiles(await readdir(tree, { recursive: true, withFileTypes: true }));
  const r = (x) => Math.round(x * 10) / 10;
  if (threads === 1) {
    const s = await parseFiles(files);
    process.stdout.write(`${JSON.stringify({ files: s.files, bytes: s.bytes, readMs: r(s.readMs), parseMs: r(s.parseMs), toHastMs: r(s.toHastMs), totalMs: r(performance.now() - started), hastNodes: s.hastNodes })}\n`);
  } else {
    const shares = Array.from({ length: threads }, (_, k) => files.filter((_, i) => i % threads === k));
    const results = await Promise.all(
      shares.map(
        (share) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: share });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    const sum = (key) => results.reduce((total, s) => total + s[key], 0);
    process.stdout.write(
      `${JSON.stringify({
        files: sum('files'),
        bytes: sum('bytes'),
        readMs: r(Math.max(...results.map((s) => s.readMs))),
        parseMs: r(sum('parseMs')),
        toHastMs: r(sum('toHastMs')),
        totalMs: r(performance.now() - started),
        hastNodes: sum('hastNodes'),
        threads,
        threadMs: results.map((s) => r(s.parseMs + s.toHastMs)),
      })}\n`,
    );
  }
}
