import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const D = '/work/main/compiler/dist/';
const { parseFrontMatter } = await import(D + 'frontmatter/parse-front-matter.js');
const { validateDocFrontMatter } = await import(D + 'docs/front-matter.js');
const { toJsonSafe } = await import(D + 'docs/json-safe.js');
const { parseMarkdownContentTitle } = await import(D + 'markdown-meta/content-title.js');
const { createExcerpt } = await import(D + 'markdown-meta/excerpt.js');
const tree = process.argv[2];
const files = readdirSync(path.join(tree, 'docs'), { recursive: true }).filter((f) => f.endsWith('.md')).slice(0, 20000).map((f) => path.join(tree, 'docs', f));
const texts = files.map((f) => readFileSync(f, 'utf8'));
const t = { fm: 0, val: 0, title: 0, json: 0, exc: 0 };
for (let round = 0; round < 3; round++) {
  for (const k in t) t[k] = 0;
  for (let i = 0; i < texts.length; i++) {
    let a = performance.now();
    const p = parseFrontMatter(texts[i], files[i]);
    let b = performance.now(); t.fm += b - a; a = b;
    const fm = validateDocFrontMatter(p.frontMatter, files[i], texts[i]);
    b = performance.now(); t.val += b - a; a = b;
    const { content } = parseMarkdownContentTitle(p.content);
    b = performance.now(); t.title += b - a; a = b;
    toJsonSafe(fm);
    b = performance.now(); t.json += b - a; a = b;
    createExcerpt(content);
    b = performance.now(); t.exc += b - a; a = b;
  }
  console.log(texts.length, Object.entries(t).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('  '));
}
