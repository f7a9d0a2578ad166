import type { SVGProps } from 'react';

/**
 * `@theme/Icon/Edit`: the pencil before "Edit this page" (Docusaurus's props: any SVG
 * attributes). Decorative: hidden from assistive technology, the link's text names it.
 */
export default function IconEdit({ className, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" aria-hidden="true" className={`icon-edit${className ? ` ${className}` : ''}`} {...rest}>
      <g>
        <path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
      </g>
    </svg>
  );
}
