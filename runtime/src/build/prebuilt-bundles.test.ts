import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { findPrebuiltBundles, ownBundlesReason, prebuiltDir } from './prebuilt-bundles.js';

const tempDir = tempDirs('sitegraph-prebuilt-unit-');
const none = { base: '/', jsxPages: [], mdxModules: [] };

describe('ownBundlesReason', () => {
  it('is null for a site with no code of its own, with or without a site folder', () => {
    expect(ownBundlesReason(none)).toBeNull();
    expect(ownBundlesReason({ ...none, siteDir: tempDir(), customCss: [], clientModules: [], aliases: {} })).toBeNull();
  });

  it('names what makes a site bundle its own', () => {
    expect(ownBundlesReason({ ...none, base: '/docs/' })).toBe('the base URL /docs/');
    expect(ownBundlesReason({ ...none, jsxPages: ['src/pages/index.tsx'] })).toBe('JSX pages');
    expect(ownBundlesReason({ ...none, mdxModules: ['docs/a.mdx'] })).toBe('MDX page modules');
    expect(ownBundlesReason({ ...none, customCss: ['src/custom.css'] })).toBe('customCss');
    expect(ownBundlesReason({ ...none, clientModules: ['src/x.js'] })).toBe('clientModules');
    expect(ownBundlesReason({ ...none, aliases: { '@x': 'src/x' } })).toBe('aliases');
    const client = tempDir();
    mkdirSync(path.join(client, 'src'));
    writeFileSync(path.join(client, 'src/sitegraph.client.ts'), 'export default {};\n');
    expect(ownBundlesReason({ ...none, siteDir: client })).toBe('a client module');
    const swizzled = tempDir();
    mkdirSync(path.join(swizzled, 'src/theme/Footer'), { recursive: true });
    writeFileSync(path.join(swizzled, 'src/theme/Footer/index.tsx'), 'export default function Footer() { return null; }\n');
    expect(ownBundlesReason({ ...none, siteDir: swizzled })).toBe('swizzled components');
  });
});

describe('findPrebuiltBundles', () => {
  /** A copy of the built record with the given change, beside empty bundle files. */
  const withRecord = (change: (record: { vite: string; files: Array<[string, string]> }) => void) => {
    const dir = tempDir();
    const record = JSON.parse(readFileSync(path.join(prebuiltDir(false), 'prebuilt.json'), 'utf8')) as { vite: string; files: Array<[string, string]> };
    change(record);
    cpSync(path.join(prebuiltDir(false), 'client', '.vite'), path.join(dir, 'client', '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'entry-server.mjs'), '');
    writeFileSync(path.join(dir, 'prebuilt.json'), JSON.stringify(record));
    return dir;
  };

  // The runtime's `npm run build` wrote the record from the current sources.
  it('finds bundles whose recorded sources and bundler versions are current', () => {
    const dir = withRecord(() => {});
    expect(findPrebuiltBundles(dir)).toEqual({ clientDir: path.join(dir, 'client'), serverDir: path.join(dir, 'server') });
  });

  it('refuses bundles made from other sources, another Vite, or without their files', () => {
    expect(findPrebuiltBundles(withRecord((r) => (r.files[0]![1] = '0'.repeat(64))))).toBeNull();
    expect(findPrebuiltBundles(withRecord((r) => (r.files = r.files.filter(([f]) => !f.endsWith('.css')))))).toBeNull();
    expect(findPrebuiltBundles(withRecord((r) => (r.vite = '0.0.0')))).toBeNull();
    expect(findPrebuiltBundles(tempDir())).toBeNull();
  });
});
