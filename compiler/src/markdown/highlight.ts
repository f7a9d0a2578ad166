/**
 * Compile-time syntax highlighting with refractor (Prism grammars), so the client ships no
 * highlighter. Output is one `span.token-line` per line holding flat token spans whose classes
 * are `token` plus the Prism token types (nested types joined, as prism-react-renderer does);
 * colours come from `highlight-theme.css` (CSS variables for light and dark).
 */
import type { Element, ElementContent, Text } from 'hast';
import clojure from 'refractor/clojure';
import dart from 'refractor/dart';
import docker from 'refractor/docker';
import elixir from 'refractor/elixir';
import erlang from 'refractor/erlang';
import flow from 'refractor/flow';
import fsharp from 'refractor/fsharp';
import graphql from 'refractor/graphql';
import groovy from 'refractor/groovy';
import handlebars from 'refractor/handlebars';
import haskell from 'refractor/haskell';
import hcl from 'refractor/hcl';
import json5 from 'refractor/json5';
import jsx from 'refractor/jsx';
import latex from 'refractor/latex';
import matlab from 'refractor/matlab';
import nginx from 'refractor/nginx';
import ocaml from 'refractor/ocaml';
import powershell from 'refractor/powershell';
import protobuf from 'refractor/protobuf';
import scala from 'refractor/scala';
import shellSession from 'refractor/shell-session';
import solidity from 'refractor/solidity';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import vim from 'refractor/vim';
import wasm from 'refractor/wasm';
import zig from 'refractor/zig';
import { refractor } from 'refractor';

/** A refractor grammar: registers itself (and the grammars it needs) on a refractor instance. */
type Syntax = Parameters<typeof refractor.register>[0];

/** Grammars beyond refractor's common set, which Docusaurus sites use. */
const EXTRA_GRAMMARS: readonly Syntax[] = [jsx, tsx, flow, graphql, handlebars, toml, json5, shellSession, docker, powershell, protobuf, hcl, nginx, groovy, scala, dart, elixir, erlang, haskell, clojure, ocaml, zig, solidity, wasm, latex, matlab, fsharp, vim];

let extraByName: Map<string, Syntax> | null = null;

/**
 * Whether a language (or alias) has a grammar. A grammar outside refractor's common set is
 * registered on first use: registering them all cost ≈ 75 ms per thread (Prism's
 * `insertBefore` walks every grammar), and most sites use a few. The order cannot change any
 * output: these grammars define only their own languages (tested in `highlight.test.ts`).
 */
export function hasGrammar(language: string): boolean {
  if (refractor.registered(language)) return true;
  extraByName ??= new Map(EXTRA_GRAMMARS.flatMap((g) => [g.displayName, ...(g.aliases ?? [])].map((name) => [name, g] as const)));
  const grammar = extraByName.get(language);
  if (!grammar) return false;
  refractor.register(grammar);
  return refractor.registered(language);
}

/** Every language name and alias {@link hasGrammar} knows beyond refractor's common set. */
export function extraGrammarNames(): string[] {
  return EXTRA_GRAMMARS.flatMap((g) => [g.displayName, ...(g.aliases ?? [])]);
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
  const prism = refractor as unknown as PrismLike;
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
