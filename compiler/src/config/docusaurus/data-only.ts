import { isRecord } from '../../json/is-record.js';

/**
 * A deep copy of a config value with what is not data left out: functions (with a
 * `config/unsupported-option` warning naming each one's path: sitegraph reads options as data,
 * and the graph is JSON), `undefined` members, and symbols. Dates become ISO strings, RegExps
 * their source text (as JSON has neither). Arrays keep their length: a left-out item becomes
 * null, so positions still mean what they meant.
 *
 * @param where the value's path in the config (`themeConfig.navbar`), for the warnings
 * @returns the copy, or undefined when the value itself is not data
 */
export function dataOnly(value: unknown, where: string, warn: (code: string, message: string) => void): unknown {
  if (typeof value === 'function') {
    warn('config/unsupported-option', `"${where}" is a function; sitegraph reads options as data, so it is ignored.`);
    return undefined;
  }
  if (value === undefined || typeof value === 'symbol') return undefined;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof RegExp) return value.source;
  if (Array.isArray(value)) return value.map((item, i) => dataOnly(item, `${where}[${i}]`, warn) ?? null);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const data = dataOnly(item, `${where}.${key}`, warn);
      if (data !== undefined) out[key] = data;
    }
    return out;
  }
  return value;
}
