/**
 * Compile-time syntax highlighting with refractor (Prism grammars), so the client ships no
 * highlighter. Output is one `span.token-line` per line holding flat token spans whose classes
 * are `token` plus the Prism token types (nested types joined, as prism-react-renderer does);
 * colours come from `highlight-theme.css` (CSS variables for light and dark).
 */
import type { Element, ElementContent, Text } from 'hast';
import { createRequire } from 'node:module';
import type { Refractor } from 'refractor/core';
import { lazy } from '../lazy/lazy.js';

// refractor and its grammars load on the first highlighted block (../lazy/lazy.ts), so that
// importing the compiler does not evaluate ~60 Prism grammars.
const require = createRequire(import.meta.url);
/** refractor with its common set of grammars registered. */
const refractorInstance = lazy((): Refractor => (require('refractor') as typeof import('refractor')).refractor);

/** A refractor grammar: registers itself (and the grammars it needs) on a refractor instance. */
type Syntax = Parameters<Refractor['register']>[0];

/** Grammars beyond refractor's common set, which Docusaurus sites use (loaded, not registered, on first use). */
const extraGrammars = lazy((): readonly Syntax[] => [
  require('refractor/jsx') as typeof import('refractor/jsx'),
  require('refractor/tsx') as typeof import('refractor/tsx'),
  require('refractor/flow') as typeof import('refractor/flow'),
  require('refractor/graphql') as typeof import('refractor/graphql'),
  require('refractor/handlebars') as typeof import('refractor/handlebars'),
  require('refractor/toml') as typeof import('refractor/toml'),
  require('refractor/json5') as typeof import('refractor/json5'),
  require('refractor/shell-session') as typeof import('refractor/shell-session'),
  require('refractor/docker') as typeof import('refractor/docker'),
  require('refractor/powershell') as typeof import('refractor/powershell'),
  require('refractor/protobuf') as typeof import('refractor/protobuf'),
  require('refractor/hcl') as typeof import('refractor/hcl'),
  require('refractor/nginx') as typeof import('refractor/nginx'),
  require('refractor/groovy') as typeof import('refractor/groovy'),
  require('refractor/scala') as typeof import('refractor/scala'),
  require('refractor/dart') as typeof import('refractor/dart'),
  require('refractor/elixir') as typeof import('refractor/elixir'),
  require('refractor/erlang') as typeof import('refractor/erlang'),
  require('refractor/haskell') as typeof import('refractor/haskell'),
  require('refractor/clojure') as typeof import('refractor/clojure'),
  require('refractor/ocaml') as typeof import('refractor/ocaml'),
  require('refractor/zig') as typeof import('refractor/zig'),
  require('refractor/solidity') as typeof import('refractor/solidity'),
  require('refractor/wasm') as typeof import('refractor/wasm'),
  require('refractor/latex') as typeof import('refractor/latex'),
  require('refractor/matlab') as typeof import('refractor/matlab'),
  require('refractor/fsharp') as typeof import('refractor/fsharp'),
  require('refractor/vim') as typeof import('refractor/vim'),
].map((module) => module.default));

let extraByName: Map<string, Syntax> | null = null;

/**
 * Whether a language (or alias) has a grammar. A grammar outside refractor's common set is
 * registered on first use: registering them all cost ≈ 75 ms per thread (Prism's
 * `insertBefore` walks every grammar), and most sites use a few. The order cannot change any
 * output: these grammars define only their own languages (tested in `highlight.test.ts`).
 */
export function hasGrammar(language: string): boolean {
  const refractor = refractorInstance();
  if (refractor.registered(language)) return true;
  extraByName ??= new Map(extraGrammars().flatMap((g) => [g.displayName, ...(g.aliases ?? [])].map((name) => [name, g] as const)));
  const grammar = extraByName.get(language);
  if (!grammar) return false;
  refractor.register(grammar);
  return refractor.registered(language);
}

/** Every language name and alias {@link hasGrammar} knows beyond refractor's common set. */
export function extraGrammarNames(): string[] {
  return extraGrammars().flatMap((g) => [g.displayName, ...(g.aliases ?? [])]);
}

/**
 * Highlights code into lines of hast.
 *
 * @param code the code, without trailing newline
 * @param language Prism language or alias; unknown or absent → plain text lines
 * @param lineClassNames extra classes per 0-based line (highlighted lines)
 * @returns one `span.token-line` element per line, each ending with a `\n` text
 */
export function highlightLines(code: string, language: string | undefined, lineClassNames: Readonly<Record<number, readonly string[]>>): Element[] {
  const tokenLines: ElementContent[][] = [[]];
  if (language && hasGrammar(language)) {
    flatten(tokenize(code, language), [], tokenLines);
  } else {
    pushText(code, [], tokenLines);
  }
  return tokenLines.map((children, index) => {
    const extra = lineClassNames[index];
    children.push({ type: 'text', value: '\n' });
    return {
      type: 'element',
      tagName: 'span',
      properties: { className: extra && extra.length > 0 ? ['token-line', ...extra] : ['token-line'] },
      children,
    };
  });
}

/** A Prism token stream: text, or tokens with a type, optional aliases and nested content. */
type PrismContent = string | PrismToken | PrismContent[];
interface PrismToken {
  type: string;
  alias?: string | string[] | null;
  content: PrismContent;
}

interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: unknown): PrismContent[];
  hooks: { run(name: string, env: Record<string, unknown>): void };
}

/**
 * Prism tokens of `code`, as `Prism.highlight` computes them before turning them into markup
 * (the tokenize hooks run, so templating grammars work); the markup step is skipped.
 */
function tokenize(code: string, language: string): PrismContent[] {
  const prism = refractorInstance() as unknown as PrismLike;
  const env: Record<string, unknown> = { code, grammar: prism.languages[language], language };
  prism.hooks.run('before-tokenize', env);
  env['tokens'] = prism.tokenize(env['code'] as string, env['grammar']);
  prism.hooks.run('after-tokenize', env);
  return env['tokens'] as PrismContent[];
}

function flatten(content: PrismContent, types: readonly string[], lines: ElementContent[][]): void {
  if (typeof content === 'string') {
    pushText(content, types, lines);
    return;
  }
  if (Array.isArray(content)) {
    for (const item of content) flatten(item, types, lines);
    return;
  }
  const own = content.alias == null ? [content.type] : [content.type, ...(typeof content.alias === 'string' ? [content.alias] : content.alias)];
  const next = types.length === 0 ? own : [...new Set([...types, ...own])];
  flatten(content.content, next, lines);
}

function pushText(value: string, types: readonly string[], lines: ElementContent[][]): void {
  const parts = value.split('\n');
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) lines.push([]);
    const part = parts[i]!;
    if (part === '') continue;
    const line = lines[lines.length - 1]!;
    const text: Text = { type: 'text', value: part };
    if (types.length === 0) line.push(text);
    else line.push({ type: 'element', tagName: 'span', properties: { className: ['token', ...types] }, children: [text] });
  }
}
