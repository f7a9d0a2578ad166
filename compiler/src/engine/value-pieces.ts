/**
 * Long arrays, and objects and Maps with many entries, cut out of a value, so that it can be
 * serialised a piece at a time (the dev server's start snapshot: one `v8.serialize` of the
 * 50,000-entry docs list held the server for 2.5 s on a slow machine). Arrays and plain objects
 * are walked; anything else (Maps, Sets, primitives) stays in place whole unless it is cut.
 */

/**
 * Where a long array (or many-keyed object, or large Map) was cut out: its path from the root,
 * and its pieces (`first`, `count` into {@link ValuePieces.pieces}): items, or `[key, value]`
 * entries of an object or Map, in order.
 */
export interface PieceCut {
  path: ReadonlyArray<string | number>;
  first: number;
  count: number;
  kind?: 'object' | 'map';
}

/** A value with its long arrays, many-keyed objects and large Maps cut out: `skeleton` has `null` at each cut's path. */
export interface ValuePieces {
  skeleton: unknown;
  cuts: PieceCut[];
  pieces: unknown[][];
}

/**
 * Cuts every array longer than `maxItems`, and every plain object or Map with more entries,
 * out of `value` (at most `maxDepth` levels down) into pieces of `maxItems` items or entries.
 * `value` is not changed: the objects and arrays on the way to a cut are copied (shallowly),
 * everything else is shared. Serialised apart, an object that two pieces hold is written, and
 * read back, twice. {@link joinPieces} undoes the cuts.
 *
 * @param maxItems items or entries per piece, ≥ 1
 * @param maxDepth how deep to look for what to cut (the root is depth 0)
 */
export function cutIntoPieces(value: unknown, maxItems: number, maxDepth = 6): ValuePieces {
  const cuts: PieceCut[] = [];
  const pieces: unknown[][] = [];
  const cut = (items: unknown[], path: Array<string | number>, kind?: PieceCut['kind']): null => {
    const first = pieces.length;
    for (let i = 0; i < items.length; i += maxItems) pieces.push(items.slice(i, i + maxItems));
    cuts.push({ path: [...path], first, count: pieces.length - first, ...(kind ? { kind } : {}) });
    return null;
  };
  const walk = (v: unknown, path: Array<string | number>): unknown => {
    if (v instanceof Map && v.size > maxItems) return cut([...v], path, 'map');
    if (Array.isArray(v)) {
      if (v.length > maxItems) return cut(v, path);
      if (path.length >= maxDepth) return v;
      return copyIfChanged(v, v.map((item, i) => walkAt(item, path, i)));
    }
    if (!isPlainObject(v)) return v;
    const entries = Object.entries(v);
    if (entries.length > maxItems) return cut(entries, path, 'object');
    if (path.length >= maxDepth) return v;
    // Null-prototype, so that a key named `__proto__` stays a key.
    const copy = Object.create(null) as Record<string, unknown>;
    for (const [k, item] of entries) copy[k] = walkAt(item, path, k);
    return copyIfChanged(v, copy);
  };
  const walkAt = (v: unknown, path: Array<string | number>, key: string | number): unknown => {
    path.push(key);
    const out = walk(v, path);
    path.pop();
    return out;
  };
  const skeleton = walk(value, []);
  return { skeleton, cuts, pieces };
}

/**
 * The value {@link cutIntoPieces} cut: each cut's pieces joined and put back at its path in
 * `skeleton` (which is changed and returned).
 *
 * @throws Error when a cut's path does not lead into the skeleton (damaged data)
 */
export function joinPieces({ skeleton, cuts, pieces }: ValuePieces): unknown {
  let root = skeleton;
  for (const { path, first, count, kind } of cuts) {
    const items = pieces.slice(first, first + count).flat(1);
    // Object.fromEntries defines each key, so a key named `__proto__` stays a key.
    const joined = kind === 'map' ? new Map(items as Array<[unknown, unknown]>) : kind === 'object' ? Object.fromEntries(items as Array<[string, unknown]>) : items;
    if (path.length === 0) {
      root = joined;
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      parent = parent?.[key] as Record<string | number, unknown>;
      if (parent === null || typeof parent !== 'object') throw new Error(`piece cut at ${path.join('.')}: no such place`);
    }
    // The skeleton holds null there as an own property: assigning replaces it, also for a key named `__proto__`.
    parent[path[path.length - 1]!] = joined;
  }
  return root;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `original` when every item of `copy` is the same object, else `copy` (fewer copies of untouched branches). */
function copyIfChanged<T extends object>(original: T, copy: T): T {
  for (const k of Object.keys(copy)) if ((copy as Record<string, unknown>)[k] !== (original as Record<string, unknown>)[k]) return copy;
  return original;
}
