import { createElement, type ReactNode } from 'react';
import { themeMessage } from '../../i18n/theme-message.js';

/** A heading with an anchor link to itself when it has an id. */
export function Heading({ as, id, children, ...rest }: { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; className?: string }) {
  if (!id || as === 'h1') return createElement(as, { id, ...rest }, children);
  const label = themeMessage('theme.common.headingLinkTitle', { heading: typeof children === 'string' ? children : id });
  return createElement(
    as,
    { id, className: `anchor${rest.className ? ` ${rest.className}` : ''}` },
    children,
    <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
      {'\u200b'}
    </a>,
  );
}
