import { Children, isValidElement, type ReactNode } from 'react';
import { themeMessage } from '../../i18n/theme-message.js';
import { type ThemeMessageId } from '../../i18n/theme-catalogues.js';

/** The title of an admonition when it has markup (`:::tip[**Bold** title]`); rendered by {@link Admonition}. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The default title of each admonition type: its theme message (`secondary` and `success` are Infima's names of note and tip). */
const LABELS: Record<string, ThemeMessageId> = {
  note: 'theme.admonition.note',
  tip: 'theme.admonition.tip',
  info: 'theme.admonition.info',
  warning: 'theme.admonition.warning',
  caution: 'theme.admonition.caution',
  danger: 'theme.admonition.danger',
  important: 'theme.admonition.important',
  secondary: 'theme.admonition.note',
  success: 'theme.admonition.tip',
};

/** A callout box (`:::note` … `:::`): type note, tip, info, warning, caution or danger; optional title. */
export function Admonition({ type = 'note', title, children, className }: { type?: string; title?: ReactNode; children?: ReactNode; className?: string }) {
  const kind = type in LABELS ? type : 'note';
  let heading: ReactNode = title;
  const body: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (isValidElement(child) && child.type === AdmonitionTitle) heading = child;
    else body.push(child);
  }
  return (
    <div className={`admonition admonition--${kind}${className ? ` ${className}` : ''}`}>
      <div className="admonition__heading">{heading ?? themeMessage(LABELS[kind]!)}</div>
      <div className="admonition__content">{body}</div>
    </div>
  );
}
