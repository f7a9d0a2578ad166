/**
 * Compile-time evaluation of MDX expressions that are static literals (`{"text"}`,
 * `{42}`, `{[1, 2]}`, `{{a: 'b'}}`, `` {`x`} ``, `{-1}`, `{'a' + 'b'}`). Content never runs
 * code: anything that would need an environment (identifiers, calls, JSX, functions, …) is
 * reported as not static.
 */
import type { Expression, Node, Program } from 'estree';
/** A JSON value, or `undefined` (the literal `undefined`, which React treats as absent). */
export type StaticValue = string | number | boolean | null | undefined | StaticValue[] | {
    [key: string]: StaticValue;
};
/** Values of the names an expression may use: the module's static `const`s and the page's `toc`. */
export type StaticEnv = ReadonlyMap<string, StaticValue>;
/** Result of {@link evaluateStatic}: the value, or the construct that is not static. */
export type StaticResult = {
    ok: true;
    value: StaticValue;
} | {
    ok: false;
    reason: string;
};
/**
 * Evaluates an estree expression when it is made only of literals.
 *
 * Accepted: string/number/boolean/null literals, `undefined`, `NaN`/`Infinity` (as their JSON
 * stand-ins are not possible, they are rejected), template literals whose expressions are
 * static, arrays and objects of static values (plain or string/number keys, spreads of static
 * arrays/objects), unary `-`, `+`, `!`, `void`, binary `+` of static strings/numbers,
 * identifiers bound in `env` (the MDX module's `const`s with static values, the page `toc`),
 * member access (`a.b`, `a[0]`, `.length`) and `.slice(…)` on static arrays and strings.
 */
export declare function evaluateStatic(node: Node, env?: StaticEnv): StaticResult;
/**
 * The expression of an MDX expression node's estree program, or `null` when the braces hold
 * no expression (only comments, as `{/* note *\/}`), or `undefined` when the program holds
 * something else than one expression statement.
 */
export declare function programExpression(program: Program | undefined): Expression | null | undefined;
