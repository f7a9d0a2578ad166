import { describe, expect, it } from 'vitest';
import { outputPath } from './output-path.js';

describe('outputPath', () => {
  it('follows trailingSlash', () => {
    expect(outputPath('/docs/intro', false, '/')).toBe('docs/intro.html');
    expect(outputPath('/docs/intro', null, '/')).toBe('docs/intro/index.html');
    expect(outputPath('/docs/intro/', true, '/')).toBe('docs/intro/index.html');
    expect(outputPath('/docs/', false, '/')).toBe('docs/index.html');
    expect(outputPath('/', false, '/')).toBe('index.html');
  });
  it('removes the base URL and keeps .html paths', () => {
    expect(outputPath('/base/docs/intro/', true, '/base/')).toBe('docs/intro/index.html');
    expect(outputPath('/base/', true, '/base/')).toBe('index.html');
    expect(outputPath('/base/404.html', true, '/base/')).toBe('404.html');
  });
});
