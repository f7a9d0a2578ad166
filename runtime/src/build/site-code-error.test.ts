import { describe, expect, it } from 'vitest';
import { siteCodeBuildError } from './site-code-error.js';

describe('siteCodeBuildError', () => {
  it("names the site file, line and column of a bundling error in the site's code", () => {
    const inner = Object.assign(new Error('\u001b[31m[MISSING_EXPORT] \u001b[0m"PageMetadata" is not exported by "../runtime/theme-common.ts".\n   \u256d\u2500[ src/theme/NotFound.jsx:3:10 ]\n'), {});
    const error = Object.assign(new Error('Build failed with 1 error:'), { errors: [inner] });
    const mapped = siteCodeBuildError(error, '/site', '/site') as Error & { code?: string };
    expect(mapped.name).toBe('UserError');
    expect(mapped.code).toBe('bundle/site-code');
    expect(mapped.message).toBe('src/theme/NotFound.jsx:3:10: [MISSING_EXPORT] "PageMetadata" is not exported by "../runtime/theme-common.ts".');
  });

  it('gives the reason under the headers, and names an MDX page by its page', () => {
    const inner = Object.assign(new Error("Transform failed with 1 error:\n\n\u001b[31m[TSCONFIG_ERROR] \u001b[0mFailed to load tsconfig '../base.json': Tsconfig not found\n"), { id: '/site/docs/a.mdx.sitegraph-mdx.js' });
    const wrapped = new Error('\u001b[31m[builtin:vite-transform] \u001b[0mplugin `builtin:vite-transform` threw an error\n\nCaused by:\n    Tsconfig not found /base.json\n\nStack backtrace:\n   0: <unknown>\n');
    const mapped = siteCodeBuildError(Object.assign(new Error('Build failed with 2 errors:'), { errors: [wrapped, inner] }), '/site', '/site') as Error;
    expect(mapped.message).toBe("docs/a.mdx: [TSCONFIG_ERROR] Failed to load tsconfig '../base.json': Tsconfig not found");
  });

  it('names the page and the import that resolves nowhere (a bare alias of a plugin that did not run)', () => {
    const error = new Error('[vite]: Rolldown failed to resolve import "@components/global/DocsCard" from "/site/docs/intro.md.sitegraph-mdx.js".\nThis is most likely unintended because it can break your application at runtime.');
    const mapped = siteCodeBuildError(Object.assign(new Error('Build failed with 1 error:'), { errors: [error] }), '/site', '/site') as Error & { code?: string };
    expect(mapped.code).toBe('bundle/site-code');
    expect(mapped.message).toMatch(/^docs\/intro\.md: cannot resolve the import "@components\/global\/DocsCard": /);
    const inPackage = new Error('[vite]: Rolldown failed to resolve import "x" from "/site/node_modules/p/index.js".');
    expect(siteCodeBuildError(inPackage, '/site', '/site')).toBe(inPackage);
  });

  it("names the file of a package the site installed as the site's dependency, not an internal error", () => {
    const inner = new Error('\u001b[31m[PARSE_ERROR] \u001b[0mUnexpected JSX expression\n   \u256d\u2500[ node_modules/copy-button/src/Button.js:377:9 ]\n');
    const mapped = siteCodeBuildError(Object.assign(new Error('Build failed with 1 error:'), { errors: [inner] }), '/site', '/site') as Error & { code?: string };
    expect(mapped.name).toBe('UserError');
    expect(mapped.code).toBe('bundle/site-dependency');
    expect(mapped.message).toMatch(/^node_modules\/copy-button\/src\/Button\.js:377:9: \[PARSE_ERROR\] Unexpected JSX expression \(in a package of the site's node_modules/);
  });

  it("leaves errors in sitegraph's own code or in packages outside the site alone", () => {
    const ours = new Error('[PARSE_ERROR] at /repo/runtime/src/app/App.tsx:1:1');
    expect(siteCodeBuildError(ours, '/site', '/site')).toBe(ours);
    const pkg = new Error('bad at /repo/node_modules/x/index.js:1:1');
    expect(siteCodeBuildError(pkg, '/site', '/site')).toBe(pkg);
    expect(siteCodeBuildError(ours, undefined)).toBe(ours);
  });
});
