import { NavbarLogo } from '../../navbar/NavbarLogo.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';

/**
 * `@theme/Navbar/Logo`: the navbar's brand, `@theme/Logo` as the site swizzles it; the navbar
 * and its mobile sidebar render it (the site's swizzled one if any), as Docusaurus's do.
 */
export default function NavbarLogoPart() {
  const Logo = useThemeComponent('Logo', NavbarLogo);
  return <Logo />;
}
