/**
 * The images of a logo with a dark-mode variant (navbar and footer logos, as Docusaurus's
 * `ThemedImage`): `src` as `themed-light` and `srcDark` as `themed-dark` when they differ (the
 * theme's CSS shows one per colour mode), else `src` alone with no class.
 */
export function themedImages(src: string, srcDark: string | undefined): { src: string; className: string }[] {
  return srcDark && srcDark !== src ? [{ src, className: 'themed-light' }, { src: srcDark, className: 'themed-dark' }] : [{ src, className: '' }];
}
