// Prints the prose measures of site/docs: pages, average and minimum words, the most similar
// pairs. Run from the repository root: `npx tsx site/scripts/docs/report.ts [count]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { overlaps } from './prose.js';
import { readDocs } from './read-docs.js';

const docsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');
const pages = readDocs(docsDir);
const count = Number(process.argv[2] ?? 15);
const words = pages.map((p) => p.words);
const pairs = overlaps(pages);
console.log(`pages ${pages.length}, prose words: average ${(words.reduce((a, b) => a + b, 0) / pages.length).toFixed(1)}, min ${Math.min(...words)}`);
console.log(`pages under 120 words: ${pages.filter((p) => p.words < 120).length}; pairs over 40 %: ${pairs.filter((o) => o.ratio > 0.4).length}`);
for (const p of [...pages].sort((a, b) => a.words - b.words).slice(0, count)) console.log(`  ${p.words}\t${p.file}`);
for (const o of pairs.slice(0, count)) console.log(`  ${(o.ratio * 100).toFixed(0)} % (${o.shared})\t${o.a} ~ ${o.b}`);
