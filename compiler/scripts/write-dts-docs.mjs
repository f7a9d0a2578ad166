#!/usr/bin/env node
// Puts each zod field's `.describe()` text, as a JSDoc comment, on its property in the emitted
// declarations (dist/**/*.d.ts), so an editor hover on a graph field shows its meaning and unit:
// tsc prints a schema's inferred type (`z.ZodObject<{ title: z.ZodString; … }>`) without the
// comments of the source, and the graph's types (`z.infer`) take their property docs from there.
// Run by the compiler's `npm run build`, after tsc. Test: src/graph/dts-docs.test.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const srcDir = path.join(compilerDir, 'src');
const distDir = path.join(compilerDir, 'dist');

/** @typedef {{ props: Map<string, { desc?: string; inner: Array<Shape | string> }>; base?: Array<Shape | string> }} Shape  (a string is the name of another schema constant; `base`: what `.extend` extends) */

const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.test(-d)?\.ts$|\.test-support\.ts$/.test(f))
  .map((f) => path.join(srcDir, f))
  .filter((f) => readFileSync(f, 'utf8').includes("from 'zod'"));

/** Schema constants by name: the object shapes their initializer holds, outermost first. */
const schemas = new Map();
/** Every constant's initializer by name (`...itemBase` spreads, `items: postIdsOnPage` fields). */
const constants = new Map();
const files = sourceFiles.map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
for (const sf of files) {
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name) constants.set(node.name.text, node);
    node.forEachChild(visit);
  });
}
for (const [name, initializer] of constants) {
  const inner = innerShapes(initializer);
  if (inner.length) schemas.set(name, inner);
}

/** The string argument of the outermost `.describe('…')` of a field's value, if any. */
function describedAs(expr) {
  const arg = describeArgument(expr);
  return arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : undefined;
}

/** The object shapes (and referenced schema names) directly inside an expression, in order. */
function innerShapes(expr) {
  const out = [];
  (function walk(node) {
    if (ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent) && /^(strictObject|object|looseObject|extend)$/.test(callName(node.parent))) {
      const shape = shapeOf(node);
      // `base.extend({…})`: the base schema's fields, then these.
      const callee = node.parent.expression;
      if (callName(node.parent) === 'extend' && ts.isPropertyAccessExpression(callee)) shape.base = innerShapes(callee.expression);
      out.push(shape);
      return;
    }
    if (ts.isIdentifier(node) && /Schema$/.test(node.text)) out.push(node.text);
    node.forEachChild(walk);
  })(expr);
  return out;
}

function callName(call) {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : ts.isIdentifier(call.expression) ? call.expression.text : '';
}

function shapeOf(literal) {
  const props = new Map();
  for (const p of literal.properties) {
    // `...itemBase`: the fields of a plain object constant.
    if (ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression)) {
      const spread = constants.get(p.expression.text);
      if (spread && ts.isObjectLiteralExpression(spread)) for (const [k, v] of shapeOf(spread).props) props.set(k, v);
      continue;
    }
    if (!(p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))) continue;
    // A recursive field is a getter returning its schema; `{ version }` names a constant.
    const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : ts.isGetAccessorDeclaration(p) ? returned(p) : undefined;
    if (!value) continue;
    props.set(p.name.text, { desc: describedAs(value) ?? describedElsewhere(value), inner: innerShapes(value) });
  }
  return { props };
}

/**
 * The description of a field whose schema comes from elsewhere in the file: a constant
 * (`items: postIdsOnPage`), a function's result (`categoryItems()`), or a helper given the text
 * (`optionalText('…')`, a function whose body describes with its parameter).
 */
function describedElsewhere(value) {
  if (ts.isIdentifier(value)) {
    const named = constants.get(value.text);
    return named && !ts.isFunctionDeclaration(named) ? describedAs(named) : undefined;
  }
  if (!ts.isCallExpression(value) || !ts.isIdentifier(value.expression)) return undefined;
  const fn = constants.get(value.expression.text);
  if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return undefined;
  const body = ts.isBlock(fn.body) ? returned(fn) : fn.body;
  if (!body) return undefined;
  const fixed = describedAs(body);
  if (fixed !== undefined) return fixed;
  // `(what) => z.string().describe(what)`: the text is the argument in that parameter's place.
  const described = describeArgument(body);
  const index = described && ts.isIdentifier(described) ? fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === described.text) : -1;
  const arg = index >= 0 ? value.arguments[index] : undefined;
  return arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : undefined;
}

/** The argument of the outermost `.describe(…)` in a call chain. */
function describeArgument(expr) {
  for (let e = expr; e && ts.isCallExpression(e); e = ts.isPropertyAccessExpression(e.expression) ? e.expression.expression : undefined) {
    if (ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'describe') return e.arguments[0];
  }
  return undefined;
}

/** What a getter or function returns (its last `return`). */
function returned(getter) {
  let out;
  getter.body?.forEachChild(function visit(node) {
    if (ts.isReturnStatement(node) && node.expression) out = node.expression;
    else if (!ts.isFunctionLike(node)) node.forEachChild(visit);
  });
  return out;
}

/** Shapes with references to other schemas replaced by those schemas' shapes (an extension merged with its base). */
function resolved(list, seen = new Set()) {
  return list.flatMap((s) => {
    if (typeof s === 'string') return seen.has(s) ? [] : resolved(schemas.get(s) ?? [], new Set([...seen, s]));
    if (!s.base) return [s];
    const base = resolved(s.base, seen)[0];
    return [{ props: new Map([...(base?.props ?? []), ...s.props]) }];
  });
}

/** The type literals directly inside a type (not inside another literal), in order. */
function typeLiterals(type) {
  const out = [];
  (function walk(node) {
    if (ts.isTypeLiteralNode(node)) {
      out.push(node);
      return;
    }
    node.forEachChild(walk);
  })(type);
  return out;
}

/** The shape among `candidates` that has every member name of `literal`. */
function matching(literal, candidates) {
  const names = literal.members.filter(ts.isPropertySignature).map((m) => m.name.getText());
  return candidates.find((c) => names.every((n) => c.props.has(n.replace(/^['"]|['"]$/g, ''))));
}

let documented = 0;
function document(sf, literal, shape, edits) {
  for (const member of literal.members) {
    if (!ts.isPropertySignature(member)) continue;
    const prop = shape.props.get(member.name.getText(sf).replace(/^['"]|['"]$/g, ''));
    if (!prop) continue;
    const hasDoc = ts.getJSDocCommentsAndTags(member).length > 0 || /\/\*\*[\s\S]*\*\/\s*$/.test(sf.text.slice(member.pos, member.getStart(sf)));
    if (prop.desc && !hasDoc) {
      const start = member.getStart(sf);
      const indent = sf.text.slice(sf.text.lastIndexOf('\n', start) + 1, start);
      edits.push({ at: start, text: `/** ${prop.desc.replace(/\*\//g, '*\\/')} */\n${indent}` });
      documented++;
    }
    if (member.type) for (const inner of typeLiterals(member.type)) {
      const next = matching(inner, resolved(prop.inner));
      if (next) document(sf, inner, next, edits);
    }
  }
}

const declarations = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts')).map((f) => path.join(distDir, f));
for (const file of declarations) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('z.Zod')) continue;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.type && schemas.has(node.name.text)) {
      const candidates = resolved(schemas.get(node.name.text));
      for (const literal of typeLiterals(node.type)) {
        const shape = matching(literal, candidates);
        if (shape) document(sf, literal, shape, edits);
      }
    }
    node.forEachChild(visit);
  });
  if (!edits.length) continue;
  let out = text;
  for (const e of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  writeFileSync(file, out);
}
console.log(`write-dts-docs: ${documented} fields documented`);
