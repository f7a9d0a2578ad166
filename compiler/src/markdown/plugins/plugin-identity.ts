import { createHash } from 'node:crypto';
import type { PluggableList } from 'unified';

/**
 * A stable text for one value of a plugin entry: functions by name and source text (an edited
 * local plugin or an upgraded package changes it), RegExps by source and flags, objects with
 * sorted keys, cycles cut.
 */
function identityText(value: unknown, seen: Set<unknown>): string {
  if (typeof value === 'function') return `fn:${value.name}:${Function.prototype.toString.call(value)}`;
  if (value instanceof RegExp) return `re:${String(value)}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  const text = Array.isArray(value)
    ? `[${value.map((v) => identityText(v, seen)).join(',')}]`
    : `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${identityText((value as Record<string, unknown>)[k], seen)}`)
        .join(',')}}`;
  seen.delete(value);
  return text;
}

/**
 * The identity hash of some plugin lists (see `MarkdownPlugins.identity`): sha-256 hex of each
 * list's entries (function name and source, options), in order.
 */
export function pluginListsIdentity(lists: readonly PluggableList[]): string {
  const hash = createHash('sha256');
  for (const list of lists) hash.update(identityText(list, new Set())).update('\u0000');
  return hash.digest('hex');
}
