import type { ReactNode } from 'react';
import { themeMessage } from '../../i18n/theme-message.js';

/**
 * The visible, labelled fallback for a component name the registry does not know (DESIGN.md
 * "Page content"): the name in a dashed box, with the element's children still shown.
 */
export function UnknownComponent({ name, inline, children }: { name: string; inline?: boolean; children?: ReactNode }) {
  if (inline) {
    return (
      <span className="sg-unknown-component sg-unknown-component--inline" role="note" data-component={name}>
        <strong className="sg-unknown-component__label">{themeMessage('sitegraph.UnknownComponent.label', { name })}</strong> {children}
      </span>
    );
  }
  return (
    <div className="sg-unknown-component" role="note" data-component={name}>
      <strong className="sg-unknown-component__label">{themeMessage('sitegraph.UnknownComponent.label', { name })}</strong>
      {children ? <div>{children}</div> : null}
    </div>
  );
}

/** Element names that only hold phrasing content: a component inside them renders inline. */
export const PHRASING_PARENTS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'em', 'strong', 'del', 'code', 'sup', 'sub', 'label', 'button', 'summary', 'th', 'td']);

/** The fallback components: the element's name arrives as the `data-sg-component` property. */
export function UnknownBlock({ 'data-sg-component': name, children }: { 'data-sg-component'?: string; children?: ReactNode }) {
  return <UnknownComponent name={name ?? '?'}>{children}</UnknownComponent>;
}

export function UnknownInline({ 'data-sg-component': name, children }: { 'data-sg-component'?: string; children?: ReactNode }) {
  return (
    <UnknownComponent name={name ?? '?'} inline>
      {children}
    </UnknownComponent>
  );
}
