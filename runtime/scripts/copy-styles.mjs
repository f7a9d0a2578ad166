#!/usr/bin/env node
// Copies the runtime's style sheets (src/**/*.css) beside tsc's output in dist/runtime/src, so
// that the compiled modules' `import './x.css'` resolve when Vite loads them from dist (the
// package's main entry) as they do from the sources. tsc copies only what it compiles.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const runtimeDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = path.join(runtimeDir, 'src');
const out = path.join(runtimeDir, 'dist/runtime/src');
for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  if (rel.endsWith('.css')) cpSync(path.join(src, rel), path.join(out, rel));
}
