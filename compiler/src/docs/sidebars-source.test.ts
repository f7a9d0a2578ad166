import { describe, expect, it } from 'vitest';
import { readSidebarsSource } from './sidebars-source.js';
import { thrownDiagnostics } from './test-site.test-support.js';
import type { VersionMetadata } from './version-metadata.js';

const version = (name: string, sidebarFilePath: VersionMetadata['sidebarFilePath']) => ({ name, sidebarFilePath }) as VersionMetadata;
const input = (files: Record<string, string>, evaluatedModules: Record<string, unknown> = {}) => ({
  files: new Map(Object.entries(files)),
  evaluatedModules,
  configFile: 'site.json',
});

describe('readSidebarsSource', () => {
  it('passes through "no sidebarPath" (undefined) and "disabled" (false)', () => {
    expect(readSidebarsSource(input({}), version('current', undefined))).toBeUndefined();
    expect(readSidebarsSource(input({}), version('current', false))).toBe(false);
  });
  it('parses JSON files and prefers evaluated modules', () => {
    expect(readSidebarsSource(input({ 'sidebars.json': '{"a":["x"]}' }), version('current', 'sidebars.json'))).toEqual({ a: ['x'] });
    expect(readSidebarsSource(input({}, { 'sidebars.ts': { b: [] } }), version('current', 'sidebars.ts'))).toEqual({ b: [] });
  });
  it('treats a missing versioned sidebars file as no sidebars, a missing current one as an error', () => {
    expect(readSidebarsSource(input({}), version('1.0', 'versioned_sidebars/version-1.0-sidebars.json'))).toBe(false);
    expect(thrownDiagnostics(() => readSidebarsSource(input({}), version('current', 'sidebars.json')))[0]).toMatchObject({
      code: 'sidebars/missing-file',
      file: 'site.json',
    });
  });
  it('reports invalid JSON with its line', () => {
    const [d] = thrownDiagnostics(() => readSidebarsSource(input({ 'sidebars.json': '{\n  "a": [\n    "x",\n  ]\n}' }), version('current', 'sidebars.json')));
    expect(d).toMatchObject({ code: 'sidebars/invalid-json', file: 'sidebars.json' });
  });
});
