import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownPackage, moduleNameCandidates, packageOfPath } from './module-names.js';

describe('moduleNameCandidates (Docusaurus module shorthands)', () => {
  it.each([
    ['content-docs', 'plugin', ['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']],
    ['classic', 'preset', ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']],
    ['mermaid', 'theme', ['mermaid', '@docusaurus/theme-mermaid', 'docusaurus-theme-mermaid']],
    ['@acme/search', 'theme', ['@acme/docusaurus-theme-search', '@acme/search']],
    ['@acme', 'plugin', ['@acme/docusaurus-plugin']],
    ['./src/plugins/x', 'plugin', ['./src/plugins/x']],
    ['/abs/plugin.js', 'plugin', ['/abs/plugin.js']],
  ] as const)('%s as a %s', (name, kind, expected) => {
    expect(moduleNameCandidates(name, kind)).toEqual(expected);
  });

  it('always tries the name as written (or its scoped form) among the candidates', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(@[a-z]{1,5}\/)?[a-z][a-z-]{0,10}$/), fc.constantFrom('plugin', 'theme', 'preset' as const), (name, kind) => {
        expect(moduleNameCandidates(name, kind)).toContain(name);
      }),
    );
  });
});

describe('packageOfPath', () => {
  it('finds the package of a resolved path, scoped or not, from the last node_modules', () => {
    expect(packageOfPath('/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js')).toBe('@docusaurus/plugin-content-docs');
    expect(packageOfPath('/a/node_modules/x/node_modules/remark-math/index.js')).toBe('remark-math');
    expect(packageOfPath('C:\\site\\node_modules\\@docusaurus\\preset-classic\\lib\\index.js')).toBe('@docusaurus/preset-classic');
    expect(packageOfPath('/site/src/plugin.js')).toBeNull();
    expect(packageOfPath('/site/node_modules/@scope')).toBeNull();
  });
});

describe('knownPackage', () => {
  const known = new Set(['@docusaurus/plugin-content-docs', '@docusaurus/preset-classic']);
  it('resolves shorthands, full names and require.resolve paths to the known package', () => {
    expect(knownPackage('content-docs', 'plugin', known)).toBe('@docusaurus/plugin-content-docs');
    expect(knownPackage('@docusaurus/plugin-content-docs', 'plugin', known)).toBe('@docusaurus/plugin-content-docs');
    expect(knownPackage('/s/node_modules/@docusaurus/preset-classic/lib/index.js', 'preset', known)).toBe('@docusaurus/preset-classic');
    expect(knownPackage('classic', 'preset', known)).toBe('@docusaurus/preset-classic');
  });
  it('gives null for third-party packages, local paths and a kind that does not match', () => {
    expect(knownPackage('docusaurus-plugin-sass', 'plugin', known)).toBeNull();
    expect(knownPackage('./plugins/local', 'plugin', known)).toBeNull();
    expect(knownPackage('content-docs', 'theme', known)).toBeNull();
  });
});
