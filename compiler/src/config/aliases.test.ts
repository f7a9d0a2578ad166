import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { validateSiteConfig } from './validate-site-config.js';

const base = { title: 'T', url: 'https://example.org' };

describe('the aliases option', () => {
  it('defaults to none and keeps site-relative paths', () => {
    expect(validateSiteConfig(base, 'site.json').aliases).toEqual({});
    expect(validateSiteConfig({ ...base, aliases: { '@components': 'src/components' } }, 'site.json').aliases).toEqual({ '@components': 'src/components' });
  });

  it.each(['../shared', '/abs/path', 'src/../../x', 'C:\\\\x'])('refuses %s, a path outside the site folder, naming the option', (target) => {
    const attempt = () => validateSiteConfig({ ...base, aliases: { '@x': target } }, 'site.json');
    expect(attempt).toThrow(CompileError);
    try {
      attempt();
    } catch (error) {
      const diagnostic = (error as CompileError).diagnostics[0]!;
      expect([diagnostic.code, diagnostic.file]).toEqual(['config/invalid', 'site.json']);
      expect(diagnostic.message).toContain('aliases');
      expect(diagnostic.message).toContain('inside the site folder');
    }
  });
});
