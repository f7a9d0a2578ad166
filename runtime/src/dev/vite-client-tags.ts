/**
 * What Vite's `transformIndexHtml` adds to a dev page of this runtime's configuration, for the
 * pages served before Vite exists (the first page is rendered while Vite is created in the
 * background): `@vitejs/plugin-react`'s Fast Refresh preamble and Vite's HMR client, at the
 * start of `<head>`. Byte-identical to Vite's output (checked by `vite-client-tags.test.ts`),
 * so the page loads the same client as any later page.
 *
 * @param html a page from `pageTemplate` (one `<head>`)
 * @param base the site's base URL, ending with `/`
 */
export function injectViteClientTags(html: string, base: string): string {
  const preamble = [
    `import { injectIntoGlobalHook } from "${base}@react-refresh";`,
    'injectIntoGlobalHook(window);',
    'window.$RefreshReg$ = () => {};',
    'window.$RefreshSig$ = () => (type) => type;',
  ].join('\n');
  const tags = `\n  <script type="module">${preamble}</script>\n\n  <script type="module" src="${base}@vite/client"></script>\n`;
  return html.replace('<head>', () => `<head>${tags}`);
}
