/**
 * `@sitegraph/compiler/urls`: the URL rules the compiler and the runtime share, safe to bundle for
 * the browser (no Node modules).
 */
export * from './with-base-url.js';
export * from './normalize-pathname.js';
