/**
 * Docusaurus's `GlobExcludeDefault` (@docusaurus/utils): files and folders starting with `_`,
 * tests and `__tests__` folders are never content.
 */
export const GLOB_EXCLUDE_DEFAULT: readonly string[] = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];
