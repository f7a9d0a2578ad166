import { describe, expect, it } from 'vitest';
import { siteModuleCode } from './site-plugin.js';

describe('siteModuleCode', () => {
  it.each([false, true])('imports the clientModules first, in order (ssr: %s)', (ssr) => {
    const code = siteModuleCode({ siteDir: '/site', pages: [], ssr, clientModules: ['src/a.css', 'src/b.js'] });
    expect(code.split('\n').slice(0, 2)).toEqual(['import "/site/src/a.css";', 'import "/site/src/b.js";']);
  });

  it('imports nothing more without clientModules', () => {
    expect(siteModuleCode({ siteDir: '/site', pages: [], ssr: false })).not.toMatch(/^import "/m);
  });
});
