import type { SVGProps } from 'react';
import { themeMessage } from '../../i18n/theme-message.js';

/**
 * `@theme/Icon/ExternalLink`: the "opens elsewhere" mark site code puts after a link (Docusaurus's
 * props: `width` and `height`, 13.5 by default, and any SVG attribute). Labelled, as Docusaurus's,
 * "(opens in new tab)" in the site's language. The theme's own links mark themselves with "↗".
 */
export default function IconExternalLink({ width = 13.5, height = 13.5, className, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} viewBox="0 0 24 24" aria-label={themeMessage('theme.IconExternalLink.ariaLabel')} role="img" className={`icon-external-link${className ? ` ${className}` : ''}`} {...rest}>
      <path fill="currentColor" d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  );
}
