import { useShell } from '../client/runtime-context.js';
import type { DateLocale } from './format-date.js';

/** The site locale's language and calendar, for {@link formatDate}. */
export function useDateLocale(): DateLocale {
  return useShell().site.locale;
}
