import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A source scan of the runtime's components: every text a reader sees or hears (JSX text, the
 * label attributes, strings in JSX expressions) must come from the theme catalogue
 * (`themeMessage`…), never be an English literal, or a translated site shows it in English.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Attributes a reader sees or a screen reader speaks (and the runtime's own label props). */
const LABEL_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'previousLabel', 'nextLabel', 'description']);
/** Calls whose string arguments are message ids, not texts. */
const MESSAGE_CALLS = new Set(['themeMessage', 'themePlural', 'themeMessageNodes', 'translate']);
/** Texts that are the same in every language: key caps, as DocSearch's button shows them. */
const UNIVERSAL = new Set(['Ctrl', 'K']);

const hasWord = (text: string) => /\p{L}/u.test(text) && !UNIVERSAL.has(text.trim());

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The literals of `file` a reader would see, as `file:line: "text"`. */
export function visibleLiterals(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text.trim())}`);
  const literalsIn = (expression: ts.Node): void => {
    // A message call's arguments are ids; another call's string arguments are its data (a class
    // name, a key), and what that function renders is scanned in its own JSX.
    if (ts.isCallExpression(expression)) return MESSAGE_CALLS.has(ts.isIdentifier(expression.expression) ? expression.expression.text : '') ? undefined : expression.arguments.forEach((a) => (ts.isStringLiteralLike(a) ? undefined : literalsIn(a)));
    if (ts.isElementAccessExpression(expression)) return literalsIn(expression.expression);
    if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(expression.operatorToken.kind)) return;
    if (ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression) || ts.isJsxFragment(expression)) return visit(expression);
    if ((ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) && hasWord(expression.text)) report(expression, expression.text);
    if (ts.isTemplateExpression(expression) && [expression.head, ...expression.templateSpans.map((s) => s.literal)].some((part) => hasWord(part.text))) report(expression, expression.getText());
    ts.forEachChild(expression, literalsIn);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node)) {
      if (!LABEL_ATTRIBUTES.has(node.name.getText()) || !node.initializer) return;
      if (ts.isStringLiteral(node.initializer)) {
        if (hasWord(node.initializer.text)) report(node, node.initializer.text);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) literalsIn(node.initializer.expression);
      return;
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) return literalsIn(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the theme components', () => {
  it('render no English literal: every visible text goes through the theme catalogue', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const literals = files.flatMap((file) => visibleLiterals(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(literals).toEqual([]);
  });

  it('the scan finds JSX text, label attributes and strings in JSX expressions', () => {
    const source = [
      'const a = <p title="Hello there">Some text</p>;',
      "const b = <button aria-label={open ? 'Close' : themeMessage('theme.x')}>{copied ? 'Copied' : `${n} items`}</button>;",
      "const c = <span className=\"not-a-label\" data-kind={kind === 'note' ? 1 : 2}>{themeMessage('theme.y')}{'\\u200b'}</span>;",
    ].join('\n');
    expect(visibleLiterals('x.tsx', source)).toEqual(['x.tsx:1: "Hello there"', 'x.tsx:1: "Some text"', 'x.tsx:2: "Close"', 'x.tsx:2: "Copied"', 'x.tsx:2: "`${n} items`"']);
  });
});
