import type { ReactNode } from 'react';
import { codeMessage } from './code-translations.js';
import { interpolate, type InterpolateValues } from './interpolate.js';

/** A message to translate, as Docusaurus's `translate()` takes it. */
export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

/**
 * `@docusaurus/Translate`'s `translate`: the message in the current locale (its `code.json`
 * entry by `id`, else by the message; the message itself without one) with its `{placeholders}`
 * replaced.
 */
export function translate({ message, id }: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(codeMessage(id, message), values));
}

/** `@docusaurus/Translate`: the child message (or `id`), translated and interpolated with `values`. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }) {
  const message = codeMessage(id, children ?? id ?? '');
  return <>{interpolate(message, values) as ReactNode}</>;
}
