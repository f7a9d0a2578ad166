import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const COMPILER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The public surface of dist/index.d.ts (every exported declaration and the types it reaches)
// must match the reviewed report compiler/api/compiler.api.md. After an intended change:
// `npm run build`, then `npx api-extractor run --local -c compiler/api-extractor.json`, and
// commit the report with the change (semver: see compiler/README.md).
it('the public API matches the checked-in API report', () => {
  const bin = path.join(COMPILER, '../node_modules/@microsoft/api-extractor/bin/api-extractor');
  const r = spawnSync(process.execPath, [bin, 'run', '-c', path.join(COMPILER, 'api-extractor.json')], { cwd: COMPILER, encoding: 'utf8' });
  expect(r.status, r.stdout + r.stderr).toBe(0);
}, 120_000);
