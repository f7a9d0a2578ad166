#!/usr/bin/env node
// A closer look at one `sitegraph dev` session than the bench's dev and edit figures (issue #15):
// from the first 200 of a doc page until some seconds after the background check ends, it
// requests that page every 50 ms and reports the slowest answers (the moments the server's event
// loop was held), and, with --edits N, edits the doc's file N times and reports, for each edit,
// the time from the write to the text on the open page. The server's --verbose step lines are
// printed as they come, with the time since the probe started.
//
//   node bench/dev-probe.mjs TREE DOC_FILE DOC_PATH [--cwd DIR] [--edits N] [--gap MS] [--after MS]
//
// TREE is a site folder (e.g. from gen-corpus), DOC_FILE a Markdown file in it (docs/intro.md),
// DOC_PATH its URL path (/docs/intro); --cwd the server's working folder (its caches; default: a
// fresh temporary one), --gap the time between edits (default 2500 ms), --after how long to go
// on after the check (default 5000 ms). The doc's file is restored when the probe ends. Needs
// Chromium for --edits (see README.md). Servers listen on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch, waitForHydration } from './lib/browser.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { cwd: { type: 'string' }, edits: { type: 'string', default: '0' }, gap: { type: 'string', default: '2500' }, after: { type: 'string', default: '5000' } },
});
const [tree, docFile, docPath] = positionals;
if (!tree || !docFile || !docPath?.startsWith('/')) {
  process.stderr.write('usage: node bench/dev-probe.mjs TREE DOC_FILE DOC_PATH [--cwd DIR] [--edits N] [--gap MS] [--after MS]\n');
  process.exit(2);
}
const cli = fileURLToPath(new URL('../compiler/bin/sitegraph.js', import.meta.url));
const cwd = values.cwd ?? mkdtempSync(path.join(os.tmpdir(), 'sitegraph-dev-probe-'));
const port = 4100 + Math.floor(Math.random() * 800);
const t0 = Date.now();
const since = () => Date.now() - t0;

const server = spawn(process.execPath, [cli, 'dev', path.resolve(tree), '--port', String(port), '--verbose'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
let checkedAt = 0;
const onOutput = (chunk) => {
  for (const line of String(chunk).split('\n')) {
    if (!/^dev:|background check|watcher/.test(line.trim())) continue;
    process.stdout.write(`[server +${since()} ms] ${line.trim().slice(0, 300)}\n`);
    if (/background check of/.test(line)) checkedAt = Date.now();
  }
};
server.stdout.on('data', onOutput);
server.stderr.on('data', onOutput);

const url = `http://127.0.0.1:${port}${docPath}`;
const file = path.join(tree, docFile);
const original = readFileSync(file, 'utf8');
let browser = null;
try {
  for (const deadline = Date.now() + 300_000; ; ) {
    if (Date.now() > deadline) throw new Error('no 200 within 300 s');
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  process.stdout.write(`first 200 after ${since()} ms\n`);

  // The requests run beside the edits: one loop each.
  const answers = [];
  const requests = (async () => {
    const end = () => checkedAt && Date.now() - checkedAt > Number(values.after);
    while (!end() && since() < 600_000) {
      const started = Date.now();
      await fetch(`${url}?probe=${started}`).then((r) => r.arrayBuffer());
      answers.push([started - t0, Date.now() - started]);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  if (Number(values.edits) > 0) {
    browser = await launch();
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    process.stdout.write(`hydrated: ${await waitForHydration(page, 300_000)} at ${since()} ms\n`);
    let text = original;
    for (let i = 0; i < Number(values.edits); i++) {
      await new Promise((r) => setTimeout(r, Number(values.gap)));
      const marker = `Probe edit ${i} ${Math.random().toString(36).slice(2, 8)}`;
      text = `${text.trimEnd()}\n\n${marker}\n`;
      const written = Date.now();
      writeFileSync(file, text);
      await page.waitForFunction((m) => document.body.textContent.includes(m), marker, { polling: 'raf', timeout: 60_000 });
      process.stdout.write(`edit ${i}: on the page ${Date.now() - written} ms after the write (at ${written - t0} ms)\n`);
    }
  }
  await requests;
  const slowest = [...answers].sort((a, b) => b[1] - a[1]);
  const times = answers.map((a) => a[1]).sort((a, b) => a - b);
  process.stdout.write(`${answers.length} requests; median ${times[times.length >> 1]} ms, p99 ${times[Math.floor(times.length * 0.99)]} ms; slowest: ${slowest.slice(0, 8).map(([at, ms]) => `${ms} ms at +${at}`).join(', ')}\n`);
} finally {
  writeFileSync(file, original);
  await browser?.close();
  server.kill('SIGINT');
}
