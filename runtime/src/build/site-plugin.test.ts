import { describe, expect, it } from 'vitest';
import { siteModuleCode } from './site-plugin.js';

describe('siteModuleCode', () => {
  it('lists the MDX page modules in a build (eager in the server bundle) and imports the customCss', () => {
    const client = siteModuleCode({ siteDir: '/site', pages: [], mdxModules: ['docs/a.mdx'], customCss: ['src/css/custom.css'], ssr: false });
    expect(client).toContain('import "/site/src/css/custom.css";');
    expect(client).toContain('"mdx:docs/a.mdx": () => import("/site/docs/a.mdx.sitegraph-mdx.js")');
    expect(client).toContain('export const mdxModule = undefined;');
    const server = siteModuleCode({ siteDir: '/site', pages: [], mdxModules: ['docs/a.mdx'], ssr: true });
    expect(server).toContain('import * as page0 from "/site/docs/a.mdx.sitegraph-mdx.js";');
    expect(server).toContain('"mdx:docs/a.mdx": page0');
  });

  it("loads the dev server's page modules on demand by path: through /@fs/ in the browser", () => {
    const client = siteModuleCode({ siteDir: '/site', pages: [], mdxModulesOnDemand: '/base/', ssr: false });
    expect(client).toContain('export const mdxModule = (source) => import(/* @vite-ignore */ "/base/@fs/site/" + source + ".sitegraph-mdx.js");');
    const server = siteModuleCode({ siteDir: '/site', pages: [], mdxModulesOnDemand: '/base/', ssr: true });
    expect(server).toContain('import(/* @vite-ignore */ "/site/" + source + ".sitegraph-mdx.js")');
  });

  it.each([false, true])('imports the clientModules first, in order (ssr: %s)', (ssr) => {
    const code = siteModuleCode({ siteDir: '/site', pages: [], ssr, clientModules: ['src/a.css', 'src/b.js'] });
    expect(code.split('\n').slice(0, 2)).toEqual(['import "/site/src/a.css";', 'import "/site/src/b.js";']);
  });

  it('imports nothing more without clientModules', () => {
    expect(siteModuleCode({ siteDir: '/site', pages: [], ssr: false })).not.toMatch(/^import "/m);
  });
});
