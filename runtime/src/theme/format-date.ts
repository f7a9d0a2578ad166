import { themePlural } from '../i18n/theme-message.js';

/** How a site writes dates: its locale's `htmlLang` and `calendar` (graph `site.localeConfigs`). */
export interface DateLocale {
  htmlLang: string;
  calendar: string;
}

/** `long`: "June 18, 2025" (blog post dates); `short`: "Jun 18, 2025" (last-updated dates), as Docusaurus writes them. */
export type DateStyle = 'long' | 'short';

const EN_US: DateLocale = { htmlLang: 'en-US', calendar: 'gregory' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: DateLocale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale.htmlLang}\0${locale.calendar}\0${style}`;
  let f = formatters.get(key);
  if (!f) {
    const options = { year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC', calendar: locale.calendar } as const;
    try {
      f = new Intl.DateTimeFormat(locale.htmlLang, options);
    } catch {
      // An unknown tag or calendar in the config: the date still shows, in US English.
      f = new Intl.DateTimeFormat(EN_US.htmlLang, { ...options, calendar: EN_US.calendar });
    }
    formatters.set(key, f);
  }
  return f;
}

/**
 * A date for readers, in the site locale's language and calendar, in UTC so that server and
 * browser agree. An unparsable value is shown as it is.
 *
 * @param value ISO date or ms since the epoch
 */
export function formatDate(value: string | number, locale: DateLocale = EN_US, style: DateStyle = 'long'): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatter(locale, style).format(date);
}

/** The UTC year of an ISO date. */
export function yearOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso.slice(0, 4) : String(date.getUTCFullYear());
}

/**
 * "3 min read" from minutes (rounded up, at least 1), in the theme's locale: Docusaurus's
 * `theme.blog.post.readingTime.plurals` ("One min read" for one).
 */
export function formatReadingTime(minutes: number): string {
  const rounded = Math.max(1, Math.ceil(minutes));
  return themePlural('theme.blog.post.readingTime.plurals', rounded, { readingTime: rounded });
}
