import { useShell } from '../client/runtime-context.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeFooterCopyright from '../theme-components/Footer/Copyright.js';
import ThemeFooterLayout from '../theme-components/Footer/Layout.js';
import ThemeFooterLinks from '../theme-components/Footer/Links.js';
import ThemeFooterLogo from '../theme-components/Footer/Logo.js';
import type { FooterConfig } from './footer-config.js';

/**
 * The footer (SPEC §1): titled link columns (or one simple row), a logo that switches with colour
 * mode (32 px high), the copyright line (`{year}` → the build year) and the "made with" note.
 * Rendered as Docusaurus's is, from its parts as the site swizzles them: `Footer/Layout` given
 * `Footer/Links`, `Footer/Logo` and `Footer/Copyright`. Nothing without `themeConfig.footer`.
 */
export function Footer() {
  const shell = useShell();
  const FooterLayout = useThemeComponent('Footer/Layout', ThemeFooterLayout);
  const FooterLinks = useThemeComponent('Footer/Links', ThemeFooterLinks);
  const FooterLogo = useThemeComponent('Footer/Logo', ThemeFooterLogo);
  const FooterCopyright = useThemeComponent('Footer/Copyright', ThemeFooterCopyright);
  const config = shell.themeConfig.footer as FooterConfig | undefined;
  if (!config) return null;
  const links = config.links ?? [];
  const copyright = config.copyright?.replace(/\{year\}/g, String(shell.buildYear));
  return (
    <FooterLayout
      style={config.style ?? 'light'}
      links={links.length ? <FooterLinks links={links} /> : null}
      logo={config.logo?.src ? <FooterLogo logo={config.logo} /> : null}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : null}
    />
  );
}
