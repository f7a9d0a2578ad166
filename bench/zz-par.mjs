import { Worker, isMainThread, workerData, parentPort } from 'node:worker_threads';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
if (isMainThread) {
  const [tree, threads] = [process.argv[2], Number(process.argv[3])];
  const files = readdirSync(tree, { recursive: true }).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(tree, f)).sort();
  const t = performance.now();
  const parts = Array.from({ length: threads }, (_, k) => files.filter((_, i) => i % threads === k));
  const times = await Promise.all(parts.map((part) => new Promise((res) => { const w = new Worker(new URL(import.meta.url), { workerData: part }); w.on('message', res); })));
  console.log(threads, 'threads', Math.round(performance.now() - t), 'ms wall; per thread compile ms', times.map(Math.round).join(', '));
} else {
  const { compileMarkdown } = await import('/work/main/compiler/dist/markdown/index.js');
  const { parseFrontMatter } = await import('/work/main/compiler/dist/frontmatter/index.js');
  const bodies = workerData.map((f) => parseFrontMatter(readFileSync(f, 'utf8'), f).content);
  const t = performance.now();
  for (let i = 0; i < bodies.length; i++) compileMarkdown({ body: bodies[i], bodyLineOffset: 0, file: workerData[i], format: 'md' });
  parentPort.postMessage(performance.now() - t);
}
