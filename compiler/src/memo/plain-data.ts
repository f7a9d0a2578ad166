/**
 * Whether `value` is plain data that a V8 serialise/deserialise round trip (the persistent
 * store, `node:v8`) gives back unchanged in every way the compiler can observe: primitives,
 * valid or invalid `Date`s, arrays, objects whose prototype is `Object.prototype`, and `Map`s,
 * all made of plain data, with no cycles. Anything else (a `Buffer`, which comes back as a
 * `Uint8Array`; a null-prototype object, which comes back with a prototype; class instances;
 * functions) is not, and is never memoised.
 */
export function isPlainData(value: unknown): boolean {
  return plain(value, new Set());
}

function plain(value: unknown, open: Set<object>): boolean {
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return true;
  if (type !== 'object') return false;
  const object = value as object;
  if (open.has(object)) return false; // a cycle
  const proto = Object.getPrototypeOf(object) as unknown;
  if (proto === Date.prototype) return true;
  open.add(object);
  let ok: boolean;
  if (proto === Array.prototype) {
    ok = (object as unknown[]).every((v) => plain(v, open)) && Object.keys(object).length === (object as unknown[]).length;
  } else if (proto === Map.prototype) {
    ok = true;
    for (const [k, v] of object as Map<unknown, unknown>) {
      if (!plain(k, open) || !plain(v, open)) {
        ok = false;
        break;
      }
    }
  } else if (proto === Object.prototype) {
    ok = Object.getOwnPropertySymbols(object).length === 0 && !Object.hasOwn(object, '__proto__');
    if (ok) {
      for (const key of Object.getOwnPropertyNames(object)) {
        const d = Object.getOwnPropertyDescriptor(object, key)!;
        // Accessors and hidden keys do not survive a round trip as they are.
        if (!('value' in d) || !d.enumerable || !plain(d.value, open)) {
          ok = false;
          break;
        }
      }
    }
  } else {
    ok = false;
  }
  open.delete(object);
  return ok;
}
