import { z } from 'zod';

/** A locale's options as written in `i18n.localeConfigs` (Docusaurus 3.7.0 `LocaleConfig`, every field optional). */
export const localeConfigInputSchema = z
  .object({
    label: z.string().describe("Name of the locale in the locale dropdown; default: the language's own name for it, capitalised (`Français`) (Docusaurus `label`)."),
    direction: z.enum(['ltr', 'rtl']).describe("Text direction, `ltr` or `rtl`; default: from the locale's script (Docusaurus `direction`)."),
    htmlLang: z.string().describe('BCP 47 tag for `<html lang>`, hreflang links and date formatting; default: the locale name (Docusaurus `htmlLang`).'),
    calendar: z.string().describe('Calendar dates are formatted in (an `Intl.DateTimeFormat` calendar); default `gregory` (Docusaurus `calendar`).'),
    path: z.string().describe('Folder of the locale\'s translations under `i18n/`; default: the locale name (Docusaurus `path`).'),
  })
  .partial()
  .loose();

/** A locale's options with Docusaurus's defaults applied. */
export interface LocaleConfig {
  /** Name in the locale dropdown, e.g. `English`. */
  label: string;
  direction: 'ltr' | 'rtl';
  /** BCP 47 tag for `<html lang>` and date formatting. */
  htmlLang: string;
  /** Calendar for dates (`Intl.DateTimeFormat` option), e.g. `gregory`. */
  calendar: string;
  /** URL path segment of the locale. */
  path: string;
}

/**
 * Resolves `i18n.localeConfigs` for every configured locale with the defaults Docusaurus 3.7.0
 * gives (`getDefaultLocaleConfig`): label from `Intl.DisplayNames` with its first letter upper
 * case, direction from the locale's script (`Intl.Locale#textInfo` where the runtime has it),
 * `htmlLang` and `path` the locale itself, calendar `gregory`.
 *
 * @returns configs by locale, in the order of `locales`
 */
export function resolveLocaleConfigs(locales: readonly string[], written: Readonly<Record<string, unknown>>): Record<string, LocaleConfig> {
  const out: Record<string, LocaleConfig> = {};
  for (const locale of locales) {
    const given = localeConfigInputSchema.safeParse(written[locale] ?? {});
    const config = given.success ? given.data : {};
    out[locale] = {
      label: config.label ?? defaultLabel(locale),
      direction: config.direction ?? defaultDirection(locale),
      htmlLang: config.htmlLang ?? locale,
      calendar: config.calendar ?? 'gregory',
      path: config.path ?? locale,
    };
  }
  return out;
}

function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

function defaultDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
