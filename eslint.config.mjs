// Lint rules run by `npm test` (so CI runs it). First: no import crosses into a package folder
// (compiler/, runtime/, site/) by a relative path. Code outside a package reaches it through
// its name (`@sitegraph/compiler`, `@sitegraph/runtime`, `@sitegraph/runtime/theme`), so each
// package builds and ships on its own and nothing compiles a second copy of another's sources.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'bench/results/**', 'test-artifacts/**', '.sitegraph/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,jsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(compiler|runtime|site)(/|$)',
              message: 'Import another package by its name (@sitegraph/compiler, @sitegraph/runtime, @sitegraph/runtime/theme), not by a relative path into its folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // React's rules of hooks where React code lives: hooks called unconditionally and in order,
    // and effects/memos that list what they read (a missing dependency is a stale value).
    files: ['runtime/**/*.{ts,tsx,js,jsx}', 'site/**/*.{ts,tsx,js,jsx}', 'fixtures/**/*.{ts,tsx,js,jsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests that still reach package internals the public API does not offer (the parse memo,
    // the runtime's test helpers).
    // Listed one by one so that no new file can cross the line; each is to move into the
    // package it tests or to use a public entry point.
    files: [
      'spec/file-memo.test.ts',
      'spec/browser/dev.test.ts',
      'spec/browser/build-output.test.ts',
      'spec/build-site.test.ts',
      'spec/browser/support/fixtures.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
