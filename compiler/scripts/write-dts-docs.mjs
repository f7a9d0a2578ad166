#!/usr/bin/env node
// Puts each zod field's `.describe()` text, as a JSDoc comment, on its property in the emitted
// declarations (dist/**/*.d.ts), so an editor hover on a graph field or a config option shows its
// meaning and unit: tsc prints a schema's inferred type (`z.ZodObject<{ title: z.ZodString; … }>`)
// without the comments of the source, and the graph's types (`z.infer`) and the config's input
// type (`z.input`) take their property docs from there.
// Run by the compiler's `npm run build`, after tsc. Test: src/graph/dts-docs.test.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const srcDir = path.join(compilerDir, 'src');
const distDir = path.join(compilerDir, 'dist');

/** @typedef {{ props: Map<string, { desc?: string; inner: Array<Shape | string>; literal?: string }>; base?: Array<Shape | string> }} Shape  (a string is the key of another schema constant, `<file>#<name>`; `literal`: a `z.literal` tag's value as JSON; `base`: what `.extend` extends) */

const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.test(-d)?\.ts$|\.test-support\.ts$/.test(f))
  .map((f) => path.join(srcDir, f))
  .filter((f) => readFileSync(f, 'utf8').includes("from 'zod'"));

/**
 * Schema constants by key (`<source file>#<name>`): the object shapes their initializer holds,
 * outermost first. Names are per file, since two modules may declare the same name (the graph's
 * and the config's `pluginInstanceSchema`).
 */
const schemas = new Map();
/** Every top-level constant and function of each source file, by file then name. */
const constants = new Map();
/** Each source file's imports: local name → `{ file, name }` of the module it comes from. */
const imports = new Map();
/** Each source file's `export * from` modules. */
const starExports = new Map();
const files = sourceFiles.map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
for (const sf of files) {
  const own = new Map();
  const imported = new Map();
  const stars = [];
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) own.set(node.name.text, node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name) own.set(node.name.text, node);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)) {
      const from = moduleFile(sf.fileName, node.moduleSpecifier.text);
      if (from) for (const el of node.importClause.namedBindings.elements) imported.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
    }
    if (ts.isExportDeclaration(node) && !node.exportClause && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = moduleFile(sf.fileName, node.moduleSpecifier.text);
      if (from) stars.push(from);
    }
    node.forEachChild(visit);
  });
  constants.set(sf.fileName, own);
  imports.set(sf.fileName, imported);
  starExports.set(sf.fileName, stars);
}
for (const [file, own] of constants) {
  for (const [name, initializer] of own) {
    const inner = innerShapes(initializer);
    if (inner.length) schemas.set(`${file}#${name}`, inner);
  }
}

/** The source file a relative import (`./x.js`) names, or undefined for a package. */
function moduleFile(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return path.resolve(path.dirname(from), specifier).replace(/\.js$/, '.ts');
}

/** Where the constant `name`, as seen from `file`, is declared: its own, imported, or re-exported. */
function declared(file, name, seen = new Set()) {
  if (seen.has(file)) return undefined;
  seen.add(file);
  if (constants.get(file)?.has(name)) return { file, name, node: constants.get(file).get(name) };
  const imported = imports.get(file)?.get(name);
  if (imported) return declared(imported.file, imported.name, seen);
  for (const star of starExports.get(file) ?? []) {
    const found = declared(star, name, seen);
    if (found) return found;
  }
  return undefined;
}

/** The declaration of an identifier used in a source file (see {@link declared}). */
function constantOf(identifier) {
  return declared(identifier.getSourceFile().fileName, identifier.text);
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
    if (ts.isIdentifier(node) && /Schema$/.test(node.text)) {
      const found = constantOf(node);
      if (found) out.push(`${found.file}#${found.name}`);
    }
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
      const spread = constantOf(p.expression)?.node;
      if (spread && ts.isObjectLiteralExpression(spread)) for (const [k, v] of shapeOf(spread).props) props.set(k, v);
      continue;
    }
    if (!(p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))) continue;
    // A recursive field is a getter returning its schema; `{ version }` names a constant.
    const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : ts.isGetAccessorDeclaration(p) ? returned(p) : undefined;
    if (!value) continue;
    props.set(p.name.text, { desc: describedAs(value) ?? describedElsewhere(value), inner: innerShapes(value), literal: literalOf(value) });
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
    const named = constantOf(value)?.node;
    return named && !ts.isFunctionDeclaration(named) ? describedAs(named) : undefined;
  }
  if (!ts.isCallExpression(value) || !ts.isIdentifier(value.expression)) return undefined;
  const fn = constantOf(value.expression)?.node;
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

/** The value of a `z.literal('…')` field (a discriminated union's tag), as JSON, if it is one. */
function literalOf(expr) {
  for (let e = expr; e && ts.isCallExpression(e); e = ts.isPropertyAccessExpression(e.expression) ? e.expression.expression : undefined) {
    const [arg] = e.arguments;
    if (callName(e) === 'literal' && arg && ts.isStringLiteral(arg)) return JSON.stringify(arg.text);
  }
  return undefined;
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

/** A member's name without quotes. */
function memberName(member) {
  return member.name.getText().replace(/^['"]|['"]$/g, '');
}

/**
 * The shape among `candidates` that has every member name of `literal` and fits it best: the
 * most member names found at every depth, then the fewest fields the type lacks. (The members
 * of a union, such as the config's docs, blog and pages plugin entries `{ plugin, id, options }`,
 * differ only deeper down, or by fields one has and another lacks.)
 */
function matching(literal, candidates) {
  let best;
  let bestScore;
  for (const c of candidates) {
    const found = fit(literal, c);
    if (found < 0) continue;
    const score = [found, -(c.props.size - literal.members.filter(ts.isPropertySignature).length)];
    if (!bestScore || score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) [best, bestScore] = [c, score];
  }
  return best;
}

/**
 * How many member names of `literal`, at every depth, `shape` has; -1 if it lacks one of the top
 * level or a tag differs (`plugin: z.ZodLiteral<"content-pages">` against `z.literal('content-docs')`).
 */
function fit(literal, shape) {
  let found = 0;
  for (const member of literal.members) {
    if (!ts.isPropertySignature(member)) continue;
    const prop = shape.props.get(memberName(member));
    if (!prop) return -1;
    const tag = member.type && ts.isTypeReferenceNode(member.type) && /ZodLiteral$/.test(member.type.typeName.getText()) ? member.type.typeArguments?.[0]?.getText() : undefined;
    if (tag && prop.literal && tag !== prop.literal) return -1;
    found += 1;
    if (member.type) for (const inner of typeLiterals(member.type)) found += Math.max(0, ...resolved(prop.inner).map((s) => fit(inner, s)));
  }
  return found;
}

let documented = 0;
function document(sf, literal, shape, edits) {
  for (const member of literal.members) {
    if (!ts.isPropertySignature(member)) continue;
    const prop = shape.props.get(memberName(member));
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

/** The source file a declaration file was emitted from (`dist/a/b.d.ts` → `src/a/b.ts`). */
function sourceOf(declaration) {
  return path.join(srcDir, path.relative(distDir, declaration)).replace(/\.d\.ts$/, '.ts');
}

const declarations = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts')).map((f) => path.join(distDir, f));
for (const file of declarations) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('z.Zod')) continue;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  sf.forEachChild(function visit(node) {
    const key = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.type ? `${sourceOf(file)}#${node.name.text}` : undefined;
    if (key && schemas.has(key)) {
      const candidates = resolved(schemas.get(key));
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
