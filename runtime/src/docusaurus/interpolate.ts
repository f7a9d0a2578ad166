import { Fragment, createElement, isValidElement, type ReactNode } from 'react';

/** Values of a message's `{name}` placeholders. */
export type InterpolateValues = Record<string, ReactNode>;

/**
 * `text` with each `{name}` placeholder replaced by `values[name]` (left as written when the
 * value is missing). Strings only when every value is a string or number; otherwise a fragment
 * keeping the React elements.
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!(name in values)) continue;
    parts.push(text.slice(last, match.index), values[name]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) return parts.join('');
  return createElement(Fragment, null, ...parts.map((p, i) => (isValidElement(p) ? createElement(Fragment, { key: i }, p) : p)));
}
