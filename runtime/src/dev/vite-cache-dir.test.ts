import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeSourceDir } from '../build/runtime-paths.js';
import { defaultViteCacheDir } from './vite-cache-dir.js';

describe('defaultViteCacheDir', () => {
  it('is .sitegraph/cache/<site id>/vite in the working directory: one folder a site, whatever the path is written as', () => {
    const cwd = path.resolve('/work/project');
    const dir = defaultViteCacheDir('/work/project/site', cwd);
    expect(dir).toMatch(new RegExp(`^${cwd.replaceAll('\\', '\\\\')}[/\\\\]\\.sitegraph[/\\\\]cache[/\\\\][0-9a-f]{16}[/\\\\]vite$`));
    expect(defaultViteCacheDir('/work/project/site/../site', cwd)).toBe(dir);
    expect(defaultViteCacheDir('/work/project/other-site', cwd)).not.toBe(dir);
  });

  it('is never in the runtime package, where Vite puts it by default (its root)', () => {
    const dir = defaultViteCacheDir(path.join(runtimeSourceDir(), '..', 'fixtures-site'));
    expect(path.relative(path.dirname(runtimeSourceDir()), dir).startsWith('..')).toBe(true);
  });
});
