import { useSiteRuntime } from '../../client/runtime-context.js';
import { useHydrated } from '../../client/use-hydrated.js';
import { Dropdown } from '../../navbar/Dropdown.js';
import { localeBaseUrl, localeUrl } from '../../navbar/locale-links.js';
import { useRouteState } from '../../router/route-state.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import ThemeIconLanguage from '../Icon/Language.js';

/** Props of `@theme/NavbarItem/LocaleDropdownNavbarItem`: the `localeDropdown` item's options, as Docusaurus passes them. */
export interface LocaleDropdownNavbarItemProps {
  /** Rendered in the mobile menu rather than the bar. */
  mobile?: boolean;
  /** The dropdown's label; default the current locale's label. */
  label?: string;
  position?: 'left' | 'right';
  /** Labels by locale, over `localeConfigs[].label` (sitegraph's `localeLabels`; Docusaurus reads the locale config only). */
  localeLabels?: Record<string, string>;
  [option: string]: unknown;
}

/**
 * `@theme/NavbarItem/LocaleDropdownNavbarItem`: the language dropdown (SPEC §2). Each locale links
 * to the same path under that locale's base URL, keeping the query and the hash once hydrated
 * (the server render does not know them), as Docusaurus's does; the label follows the globe
 * (`@theme/Icon/Language`, as the site swizzles it).
 */
export default function LocaleDropdownNavbarItem({ mobile, label, position, localeLabels }: LocaleDropdownNavbarItemProps) {
  const runtime = useSiteRuntime();
  const { location: routeLocation } = useRouteState();
  const IconLanguage = useThemeComponent('Icon/Language', ThemeIconLanguage);
  // Query and hash are unknown to the server render: add them once hydrated (no mismatch).
  const hydrated = useHydrated();
  const location = hydrated ? routeLocation : { ...routeLocation, search: '', hash: '' };
  const { site } = runtime.shell;
  const labels = localeLabels ?? {};
  const current = site.currentLocale;
  const linkOf = (locale: string) => site.localeLinks.find((l) => l.locale === locale);
  // As Docusaurus's dropdown: each locale's `label` and `htmlLang` from its locale config.
  const labelOf = (locale: string): string => labels[locale] ?? linkOf(locale)?.label ?? locale;
  return (
    <Dropdown
      label={
        <>
          <IconLanguage />
          {(typeof label === 'string' ? label : undefined) ?? labelOf(current)}
        </>
      }
      position={typeof position === 'string' ? position : undefined}
      mobile={mobile}
      className="locale-dropdown"
    >
      {site.locales.map((locale) => {
        const htmlLang = linkOf(locale)?.htmlLang ?? locale;
        const href = localeUrl({ ...location, currentBaseUrl: localeBaseUrl(site, current), targetBaseUrl: localeBaseUrl(site, locale) });
        return (
          <li key={locale} className={mobile ? 'menu__list-item' : undefined}>
            <a href={href} hrefLang={htmlLang} lang={htmlLang} target="_self" className={`${mobile ? 'menu__link' : 'dropdown__link'}${locale === current ? (mobile ? ' menu__link--active' : ' dropdown__link--active') : ''}`}>
              {labelOf(locale)}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}
