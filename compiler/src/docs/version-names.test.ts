import { describe, expect, it } from 'vitest';
import { docsOptionsSchema, type DocsOptionsInput } from '../config/index.js';
import { filterVersionNames, lastVersionName, readVersionNames, validateVersionOptions, versionNameProblem } from './version-names.js';
import { thrownDiagnostics } from './test-site.test-support.js';

const opts = (o: DocsOptionsInput = {}) => docsOptionsSchema.parse(o);
const files = (versions?: unknown, id = 'default') =>
  new Map(versions === undefined ? [] : [[id === 'default' ? 'versions.json' : `${id}_versions.json`, JSON.stringify(versions)]]);

describe('readVersionNames', () => {
  it('puts current first, then versions.json order (features)', () => {
    expect(readVersionNames(files(['4.0', '3.2']), opts(), 'site.json')).toEqual(['current', '4.0', '3.2']);
  });
  it('reads <id>_versions.json for another instance', () => {
    expect(readVersionNames(files(['1.0'], 'community'), opts({ id: 'community' }), 'site.json')).toEqual(['current', '1.0']);
  });
  it('keeps only current without a versions file, or with disableVersioning', () => {
    expect(readVersionNames(new Map(), opts(), 'site.json')).toEqual(['current']);
    expect(readVersionNames(files(['1.0']), opts({ disableVersioning: true }), 'site.json')).toEqual(['current']);
  });
  it('leaves current out with includeCurrentVersion: false, and keeps an explicit "current" in place', () => {
    expect(readVersionNames(files(['2', '1']), opts({ includeCurrentVersion: false }), 'site.json')).toEqual(['2', '1']);
    expect(readVersionNames(files(['2', 'current']), opts(), 'site.json')).toEqual(['2', 'current']);
  });
  it('fails on a bad versions file, naming it', () => {
    const notJson = thrownDiagnostics(() => readVersionNames(new Map([['versions.json', '[1,']]), opts(), 'site.json'));
    expect(notJson[0]).toMatchObject({ code: 'docs/invalid-versions-file', file: 'versions.json' });
    expect(thrownDiagnostics(() => readVersionNames(files({ a: 1 }), opts(), 'site.json'))[0]!.code).toBe('docs/invalid-versions-file');
    expect(thrownDiagnostics(() => readVersionNames(files(['ok', 'a/b', 3]), opts(), 'site.json'))).toHaveLength(2);
  });
  it('fails when no version is left or disableVersioning has no versions file', () => {
    expect(thrownDiagnostics(() => readVersionNames(new Map(), opts({ includeCurrentVersion: false }), 'site.json'))[0]).toMatchObject({
      code: 'docs/invalid-versions-option',
      file: 'site.json',
    });
    expect(thrownDiagnostics(() => readVersionNames(new Map(), opts({ disableVersioning: true }), 'site.json'))[0]!.code).toBe(
      'docs/invalid-versions-option',
    );
  });
});

describe('versionNameProblem', () => {
  it.each(['1.0', 'stable', 'v2-beta'])('accepts %j', (n) => expect(versionNameProblem(n)).toBeUndefined());
  it.each([' ', 'a/b', 'a\\b', '..', 'x'.repeat(33), 'a:b', 1])('rejects %j', (n) => expect(versionNameProblem(n)).toBeDefined());
});

describe('validateVersionOptions', () => {
  const available = ['current', '4.0', '3.2'];
  it('accepts the features options', () => {
    expect(() =>
      validateVersionOptions(available, opts({ lastVersion: '3.2', versions: { current: { label: 'Canary' }, '4.0': {}, '3.2': {} } }), 'site.json'),
    ).not.toThrow();
  });
  it('names the option and the available versions for an unknown lastVersion', () => {
    const [d] = thrownDiagnostics(() => validateVersionOptions(available, opts({ lastVersion: '9.9' }), 'site.json'));
    expect(d).toMatchObject({ code: 'docs/unknown-version', file: 'site.json' });
    expect(d!.message).toContain('"lastVersion"');
    expect(d!.message).toContain('current, 4.0, 3.2');
  });
  it('reports unknown versions keys and onlyIncludeVersions problems all at once', () => {
    const ds = thrownDiagnostics(() =>
      validateVersionOptions(available, opts({ versions: { '1.0': {} }, onlyIncludeVersions: ['4.0', '2.0'], lastVersion: '3.2' }), 'site.json'),
    );
    expect(ds.map((d) => d.message.split(' of ')[0])).toEqual(['Option "versions"', 'Option "onlyIncludeVersions"', 'Option "lastVersion"']);
    expect(thrownDiagnostics(() => validateVersionOptions(available, opts({ onlyIncludeVersions: [] }), 'site.json'))).toHaveLength(1);
  });
});

describe('filterVersionNames / lastVersionName', () => {
  it('keeps version order whatever the onlyIncludeVersions order', () => {
    expect(filterVersionNames(['current', '4.0', '3.2'], opts({ onlyIncludeVersions: ['3.2', 'current'] }))).toEqual(['current', '3.2']);
  });
  it('defaults the last version to the first non-current one, else current', () => {
    expect(lastVersionName(['current', '4.0', '3.2'], opts())).toBe('4.0');
    expect(lastVersionName(['current', '4.0', '3.2'], opts({ lastVersion: '3.2' }))).toBe('3.2');
    expect(lastVersionName(['current'], opts())).toBe('current');
  });
});
