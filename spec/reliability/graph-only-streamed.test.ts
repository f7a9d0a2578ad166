// Issue #15: a graph-only build of a large site stages its files on disk and swaps the folder
// into place (held in memory, a 50,000-doc site's files exhausted the heap), and keeps its
// compiled trees in a spill file. Both thresholds are lowered to 0 here so the small fixture takes
// those paths; its output must be the one of the in-memory build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../fixtures/temp-dirs.js';
import { CLI, makeProject, sitegraphIn, snapshot } from './support.js';

const tempDir = tempDirs('sitegraph-streamed-');

function streamedBuild(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, 'build', ...args], { cwd, encoding: 'utf8', env: { ...process.env, SITEGRAPH_WORKERS: '0', SITEGRAPH_STREAM_GRAPH_ONLY_TEXT: '0', SITEGRAPH_SPILL_TREES_TEXT: '0' } });
  return { code: r.status, stderr: r.stderr };
}

describe('graph-only builds that stream their files', () => {
  it('write the same output as in memory, replace an earlier output and leave nothing beside it', () => {
    const { root } = makeProject(path.join(tempDir(), 'project'));
    const inMemory = sitegraphIn(root, 'build', 'site', '--out', 'held', '--graph-only', '--no-cache');
    expect(inMemory.code, inMemory.stderr).toBe(0);
    const first = streamedBuild(root, 'site', '--out', 'streamed', '--graph-only', '--no-cache');
    expect(first.code, first.stderr).toBe(0);
    const held = snapshot(path.join(root, 'held'));
    expect([...held.keys()].some((p) => p.startsWith('search/'))).toBe(true);
    expect(snapshot(path.join(root, 'streamed'))).toEqual(held);
    // Over an existing output (also one of the in-memory path): replaced whole.
    for (const out of ['streamed', 'held']) {
      const again = streamedBuild(root, 'site', '--out', out, '--graph-only', '--no-cache');
      expect(again.code, again.stderr).toBe(0);
      expect(snapshot(path.join(root, out))).toEqual(held);
    }
    expect(readdirSync(root).filter((n) => /\.(?:old|tmp|compiled-tmp|trees-tmp)-/.test(n) || n.includes('-tmp-'))).toEqual([]);
  });
});
