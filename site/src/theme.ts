/** The runtime's theme API for the site's pages (resolved from the workspace source). */
export * from '../../runtime/src/theme.js';
