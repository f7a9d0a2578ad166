/**
 * Compile-time evaluation of MDX expressions that are static literals (`{"text"}`,
 * `{42}`, `{[1, 2]}`, `{{a: 'b'}}`, `` {`x`} ``, `{-1}`, `{'a' + 'b'}`). Content never runs
 * code: anything that would need an environment (identifiers, calls, JSX, functions, …) is
 * reported as not static.
 */
import type { Expression, Node, Program } from 'estree';

/** A JSON value, or `undefined` (the literal `undefined`, which React treats as absent). */
export type StaticValue = string | number | boolean | null | undefined | StaticValue[] | { [key: string]: StaticValue };

/**
 * A function content may call at compile time: its result depends only on its arguments and
 * on the site (e.g. `useBaseUrl` from `@docusaurus/useBaseUrl`, see `static-imports.ts`).
 */
export class StaticFunction {
  /**
   * @param name the function's name, for messages
   * @param call its result for static arguments, or why there is none
   */
  constructor(
    readonly name: string,
    readonly call: (args: readonly StaticValue[]) => StaticResult,
  ) {}
}

/**
 * Values of the names an expression may use: the module's static `const`s, the page's `toc`
 * and the functions of known imports.
 */
export type StaticEnv = ReadonlyMap<string, StaticValue | StaticFunction>;

const EMPTY_ENV: StaticEnv = new Map();

/** Result of {@link evaluateStatic}: the value, or the construct that is not static. */
export type StaticResult = { ok: true; value: StaticValue } | { ok: false; reason: string };

const notStatic = (reason: string): StaticResult => ({ ok: false, reason });

/**
 * Evaluates an estree expression when it is made only of literals.
 *
 * Accepted: string/number/boolean/null literals, `undefined`, `NaN`/`Infinity` (as their JSON
 * stand-ins are not possible, they are rejected), template literals whose expressions are
 * static, arrays and objects of static values (plain or string/number keys, spreads of static
 * arrays/objects), unary `-`, `+`, `!`, `void`, binary `+` of static strings/numbers,
 * identifiers bound in `env` (the MDX module's `const`s with static values, the page `toc`),
 * member access (`a.b`, `a[0]`, `.length`), `.slice(…)` on static arrays and strings, and calls
 * of the {@link StaticFunction}s bound in `env` with static arguments.
 */
export function evaluateStatic(node: Node, env: StaticEnv = EMPTY_ENV): StaticResult {
  const evaluate = (n: Node): StaticResult => evaluateStatic(n, env);
  switch (node.type) {
    case 'Literal': {
      const v = (node as { value: unknown }).value;
      if (v === null || typeof v === 'string' || typeof v === 'boolean') return { ok: true, value: v };
      if (typeof v === 'number') return Number.isFinite(v) ? { ok: true, value: v } : notStatic('a non-finite number');
      return notStatic('a regular expression or bigint literal');
    }
    case 'Identifier': {
      const bound = env.get(node.name);
      if (bound instanceof StaticFunction) return notStatic(`the function \`${node.name}\` not called`);
      if (env.has(node.name)) return { ok: true, value: bound };
      return node.name === 'undefined' ? { ok: true, value: undefined } : notStatic(`the identifier \`${node.name}\``);
    }
    case 'MemberExpression': {
      if (node.object.type === 'Super') return notStatic('`super`');
      const object = evaluate(node.object);
      if (!object.ok) return object;
      let key: StaticValue;
      if (node.computed) {
        const k = evaluate(node.property);
        if (!k.ok) return k;
        key = k.value;
      } else if (node.property.type === 'Identifier') key = node.property.name;
      else return notStatic('a private member');
      return member(object.value, key, node.optional);
    }
    case 'CallExpression': {
      const callee = node.callee;
      const fn = callee.type === 'Identifier' ? env.get(callee.name) : undefined;
      if (fn instanceof StaticFunction) {
        const args: StaticValue[] = [];
        for (const a of node.arguments) {
          if (a.type === 'SpreadElement') return notStatic('a spread argument');
          const r = evaluate(a);
          if (!r.ok) return r;
          args.push(r.value);
        }
        return fn.call(args);
      }
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'slice' || callee.object.type === 'Super') {
        return notStatic('a function call');
      }
      const target = evaluate(callee.object);
      if (!target.ok) return target;
      const args: number[] = [];
      for (const a of node.arguments) {
        if (a.type === 'SpreadElement') return notStatic('a spread argument');
        const r = evaluate(a);
        if (!r.ok) return r;
        if (typeof r.value !== 'number') return notStatic('`slice` with a non-number argument');
        args.push(r.value);
      }
      if (typeof target.value === 'string' || Array.isArray(target.value)) return { ok: true, value: target.value.slice(args[0], args[1]) };
      return notStatic('`slice` on a value that is not an array or string');
    }
    case 'TemplateLiteral': {
      let out = '';
      for (let i = 0; i < node.quasis.length; i++) {
        out += node.quasis[i]!.value.cooked ?? node.quasis[i]!.value.raw;
        const expr = node.expressions[i];
        if (expr) {
          const r = evaluate(expr);
          if (!r.ok) return r;
          if (r.value !== null && typeof r.value === 'object') return notStatic('an object in a template literal');
          out += String(r.value);
        }
      }
      return { ok: true, value: out };
    }
    case 'ArrayExpression': {
      const out: StaticValue[] = [];
      for (const element of node.elements) {
        if (element === null) return notStatic('an array with holes');
        if (element.type === 'SpreadElement') {
          const r = evaluate(element.argument);
          if (!r.ok) return r;
          if (!Array.isArray(r.value)) return notStatic('a spread of a non-array');
          out.push(...r.value);
          continue;
        }
        const r = evaluate(element);
        if (!r.ok) return r;
        out.push(r.value);
      }
      return { ok: true, value: out };
    }
    case 'ObjectExpression': {
      const out: { [key: string]: StaticValue } = Object.create(null);
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          const r = evaluate(property.argument);
          if (!r.ok) return r;
          if (r.value === null || typeof r.value !== 'object' || Array.isArray(r.value)) return notStatic('a spread of a non-object');
          Object.assign(out, r.value);
          continue;
        }
        if (property.kind !== 'init' || property.method) return notStatic('a getter, setter or method');
        let key: string;
        if (!property.computed && property.key.type === 'Identifier') key = property.key.name;
        else {
          const k = evaluate(property.key);
          if (!k.ok) return k;
          if (typeof k.value !== 'string' && typeof k.value !== 'number') return notStatic('a computed key that is not a string or number');
          key = String(k.value);
        }
        const v = evaluate(property.value);
        if (!v.ok) return v;
        out[key] = v.value;
      }
      return { ok: true, value: out };
    }
    case 'UnaryExpression': {
      const r = evaluate(node.argument);
      if (!r.ok) return r;
      const v = r.value;
      switch (node.operator) {
        case '-':
        case '+':
          if (typeof v !== 'number') return notStatic(`unary \`${node.operator}\` on a non-number`);
          return { ok: true, value: node.operator === '-' ? -v : v };
        case '!':
          return { ok: true, value: !v };
        case 'void':
          return { ok: true, value: undefined };
        default:
          return notStatic(`the operator \`${node.operator}\``);
      }
    }
    case 'BinaryExpression': {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return notStatic(`the operator \`${node.operator}\``);
      const l = evaluate(node.left);
      if (!l.ok) return l;
      const r = evaluate(node.right);
      if (!r.ok) return r;
      if (typeof l.value === 'number' && typeof r.value === 'number') return { ok: true, value: l.value + r.value };
      if ((typeof l.value === 'string' || typeof l.value === 'number') && (typeof r.value === 'string' || typeof r.value === 'number')) {
        return { ok: true, value: String(l.value) + String(r.value) };
      }
      return notStatic('`+` on values that are not strings or numbers');
    }
    case 'ChainExpression':
      return evaluate(node.expression);
    case 'JSXElement':
    case 'JSXFragment':
      return notStatic('JSX inside an expression');
    default:
      return notStatic(describe(node.type));
  }
}

function member(object: StaticValue, key: StaticValue, optional: boolean): StaticResult {
  if (object === null || object === undefined) return optional ? { ok: true, value: undefined } : notStatic('a member of null or undefined');
  if ((typeof object === 'string' || Array.isArray(object)) && key === 'length') return { ok: true, value: object.length };
  if (Array.isArray(object) && typeof key === 'number') return { ok: true, value: object[key] };
  if (typeof object === 'object' && !Array.isArray(object) && (typeof key === 'string' || typeof key === 'number')) {
    return { ok: true, value: Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined };
  }
  return notStatic('a member access on a value without that member');
}

function describe(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return /^[aeiou]/.test(words) ? `an ${words}` : `a ${words}`;
}

/**
 * The expression of an MDX expression node's estree program, or `null` when the braces hold
 * no expression (only comments, as `{/* note *\/}`), or `undefined` when the program holds
 * something else than one expression statement.
 */
export function programExpression(program: Program | undefined): Expression | null | undefined {
  if (!program) return undefined;
  if (program.body.length === 0) return null;
  const first = program.body[0];
  if (program.body.length === 1 && first && first.type === 'ExpressionStatement') return first.expression;
  return undefined;
}
