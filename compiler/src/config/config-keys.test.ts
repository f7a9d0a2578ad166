import { describe, expect, it } from 'vitest';
import { configKeyDiagnostics } from './config-keys.js';

const IMPLEMENTED = ['title', 'url', 'baseUrl', 'plugins', 'markdown'];

describe('configKeyDiagnostics', () => {
  it('accepts what sitegraph reads and Docusaurus options without effect on a build', () => {
    expect(configKeyDiagnostics({ title: 'T', url: 'https://e.org', organizationName: 'o', projectName: 'p' }, 'site.json', IMPLEMENTED)).toEqual([]);
  });

  it('warns about a Docusaurus option sitegraph does not implement, naming it', () => {
    expect(configKeyDiagnostics({ title: 'T', themes: ['x'] }, 'site.json', IMPLEMENTED)).toEqual([
      { level: 'warning', code: 'config/unsupported-option', message: '"themes" is a Docusaurus option sitegraph does not implement; it is ignored.', file: 'site.json' },
    ]);
  });

  it('rejects a key Docusaurus does not know, suggesting the nearest name when one is close', () => {
    const [typo, other] = configKeyDiagnostics({ tittle: 'T', BaseURL: '/', somethingElse: 1 }, 'site.json', IMPLEMENTED).filter((d) => d.level === 'error').map((d) => d.message);
    expect(typo).toBe('Unknown option "tittle". Did you mean "title"? Put data of your own in "customFields".');
    expect(other).toBe('Unknown option "BaseURL". Did you mean "baseUrl"? Put data of your own in "customFields".');
    const [far] = configKeyDiagnostics({ somethingElse: 1 }, 'site.json', IMPLEMENTED).map((d) => d.message);
    expect(far).toBe('Unknown option "somethingElse". Put data of your own in "customFields".');
  });

  it('says nothing about what is not an object (the schema reports it)', () => {
    expect(configKeyDiagnostics(null, 'site.json', IMPLEMENTED)).toEqual([]);
    expect(configKeyDiagnostics([1], 'site.json', IMPLEMENTED)).toEqual([]);
  });
});

it('makes unknown keys warnings when asked (site.json extracts)', () => {
  expect(configKeyDiagnostics({ generator: 'gen-corpus' }, 'site.json', IMPLEMENTED, 'warning').map((d) => d.level)).toEqual(['warning']);
});
