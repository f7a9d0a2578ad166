/**
 * One normalised entry of a `docusaurus.config.*`'s `presets`, `plugins` or `themes`: the
 * module's name (a package name, a shorthand or a path, as written or as `require.resolve` gave
 * it), or the function given inline (a local plugin), its options, and where the entry is in the
 * config (`plugins[2]`, `presets[0].docs`), for messages.
 */
export interface ModuleEntry {
  name: string | ((...args: unknown[]) => unknown);
  options: unknown;
  where: string;
}

/**
 * Normalises one entry of `presets`, `plugins` or `themes` as Docusaurus accepts them: a name, a
 * `[name, options]` pair, a function, a `[function, options]` pair; `false`, `null` and
 * `undefined` turn the entry off (conditional entries such as `isProd && 'x'`).
 *
 * @returns the entry, null for an entry turned off, or a message saying what is wrong
 */
export function normaliseModuleEntry(raw: unknown, where: string): ModuleEntry | null | { problem: string } {
  if (raw === false || raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'function') return { name: raw as ModuleEntry['name'], options: {}, where };
  if (Array.isArray(raw) && (typeof raw[0] === 'string' || typeof raw[0] === 'function')) {
    return { name: raw[0] as ModuleEntry['name'], options: raw[1] ?? {}, where };
  }
  return { problem: `"${where}" must be a module name, a function, or a [name, options] pair.` };
}

/** A readable name of an entry for messages: the module name, or the inline function's name. */
export function entryLabel(entry: ModuleEntry): string {
  if (typeof entry.name === 'string') return entry.name;
  return entry.name.name ? `${entry.name.name} (a function in the config)` : 'an anonymous function in the config';
}
