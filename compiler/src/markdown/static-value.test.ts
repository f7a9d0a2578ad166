import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Expression, Program } from 'estree';
import { describe, expect, it } from 'vitest';
import { evaluateStatic, programExpression, type StaticValue } from './static-value.js';

function expr(source: string): Expression {
  const program = Parser.extend(acornJsx()).parse(`(${source})`, { ecmaVersion: 2024 }) as unknown as Program;
  return programExpression(program)!;
}

const value = (source: string, env?: Map<string, StaticValue>) => evaluateStatic(expr(source), env);

describe('evaluateStatic', () => {
  it('evaluates literals, templates, arrays, objects, unary and +', () => {
    expect(value('"a"')).toEqual({ ok: true, value: 'a' });
    expect(value('-1.5')).toEqual({ ok: true, value: -1.5 });
    expect(value('`a${1 + 2}b`')).toEqual({ ok: true, value: 'a3b' });
    expect(value('[1, "x", null, ...[true]]')).toEqual({ ok: true, value: [1, 'x', null, true] });
    expect(value('{a: 1, "b-c": [2], [`k`]: {d: !0}, ...{e: undefined}}')).toEqual({ ok: true, value: { a: 1, 'b-c': [2], k: { d: true }, e: undefined } });
    expect(value('"a" + 1 + 2')).toEqual({ ok: true, value: 'a12' });
  });

  it('uses names of the environment, member access and slice', () => {
    const env = new Map<string, StaticValue>([['toc', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]], ['meta', { level: 2 }]]);
    expect(value('toc.slice(1)', env)).toEqual({ ok: true, value: [{ id: 'b' }, { id: 'c' }] });
    expect(value('toc.length + meta.level', env)).toEqual({ ok: true, value: 5 });
    expect(value('meta["level"]', env)).toEqual({ ok: true, value: 2 });
    expect(value('meta.missing?.x', env)).toEqual({ ok: true, value: undefined });
  });

  it('refuses anything that would run code or needs the environment', () => {
    for (const source of ['x', 'f()', '() => 1', 'a.b', 'new Date()', '/re/', '1n', 'typeof x', '1 - 1', '<div />', '[,1]', '{get a() { return 1 }}', '"s".toUpperCase()', 'Infinity']) {
      expect(value(source).ok, source).toBe(false);
    }
  });

  it('does not let user keys reach the prototype', () => {
    const r = value('{"__proto__": {polluted: true}}');
    expect(r.ok).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
