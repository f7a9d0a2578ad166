#!/usr/bin/env node
// Writes one tiny page module per expert and per template (the pages plugin derives one route
// per file). The data lives in src/data/*.ts; this reads the slugs from there.
// Run from the repository root: `node site/scripts/generate-profile-pages.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const slugs = (file) => [...readFileSync(path.join(src, 'data', file), 'utf8').matchAll(/\{ slug: '([a-z0-9-]+)'/g)].map((m) => m[1]);
const pascal = (slug) => slug.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

for (const slug of slugs('experts.ts')) {
  writeFileSync(
    path.join(src, 'pages', 'experts', `${slug}.tsx`),
    `import { ExpertPage } from '../../components/ExpertPage.js';\n\nexport default function ${pascal(slug)}() {\n  return <ExpertPage slug="${slug}" />;\n}\n`,
  );
}
for (const slug of slugs('templates.ts')) {
  writeFileSync(
    path.join(src, 'pages', 'templates', `${slug}.tsx`),
    `import { TemplatePage } from '../../components/TemplatePage.js';\n\nexport default function Template${pascal(slug)}() {\n  return <TemplatePage slug="${slug}" />;\n}\n`,
  );
}
console.log('profile and template pages written');
