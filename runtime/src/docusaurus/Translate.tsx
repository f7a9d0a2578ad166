import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './interpolate.js';

/** A message to translate, as Docusaurus's `translate()` takes it. */
export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

/**
 * `@docusaurus/Translate`'s `translate`: the message in the current locale with its
 * `{placeholders}` replaced. Only the default locale is built, so the message is the source
 * message (no translation files are read yet).
 */
export function translate({ message }: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(message, values));
}

/** `@docusaurus/Translate`: the child message (or `id`), translated and interpolated with `values`. */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }) {
  const message = children ?? id ?? '';
  return <>{interpolate(message, values) as ReactNode}</>;
}
