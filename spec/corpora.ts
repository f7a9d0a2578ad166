import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Golden } from '@sitegraph/compiler/conformance';

/** The shared folder beside the repository (corpora, bench, spec). */
export const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared');

/** A content tree with the golden Docusaurus 3.7.0 computed for it. */
export interface GoldenCorpus {
  name: string;
  dir: string;
  golden: () => Golden;
}

/** The real and synthetic corpora that ship a golden, plus the generated bench tree (seed 1, defaults). */
export function goldenCorpora(): GoldenCorpus[] {
  const corpora = ['features', 'remotion-2022', 'redux'].map((name) => {
    const dir = path.join(SHARED, 'corpora', name);
    return { name, dir, golden: () => readGolden(path.join(dir, 'expected.docusaurus-3.7.0.json')) };
  });
  return [...corpora, benchCorpus()];
}

/** The generated bench tree the bench golden was made from, written once to the temp folder. */
export function benchCorpus(): GoldenCorpus {
  const name = 'seed1-docs600-posts25';
  const dir = path.join(os.tmpdir(), `sitegraph-spec-${name}`);
  if (!existsSync(path.join(dir, 'site.json'))) {
    execFileSync(process.execPath, [path.join(SHARED, 'bench/gen-corpus.mjs'), '--out', dir, '--force'], { stdio: 'ignore' });
  }
  return { name, dir, golden: () => readGolden(path.join(SHARED, 'bench/expected', `${name}.docusaurus-3.7.0.json`)) };
}

function readGolden(file: string): Golden {
  return JSON.parse(readFileSync(file, 'utf8')) as Golden;
}
