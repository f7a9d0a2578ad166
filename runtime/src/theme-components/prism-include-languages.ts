/**
 * `@theme/prism-include-languages`: in Docusaurus, a function the client calls with the global
 * Prism to register extra languages. sitegraph highlights Markdown code blocks at compile time
 * with refractor's Prism grammars (`compiler/src/markdown/highlight.ts`), so the browser
 * has no Prism: this default does nothing, and a site's swizzled version is accepted but not called
 * (README, "Theme components under Docusaurus's names").
 */
export default function prismIncludeLanguages(_prism: unknown): void {}
