import { Children, isValidElement, type ReactNode } from 'react';

/** The title of an admonition when it has markup (`:::tip[**Bold** title]`); rendered by {@link Admonition}. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  secondary: 'Note',
  success: 'Tip',
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
      <div className="admonition__heading">{heading ?? LABELS[kind]}</div>
      <div className="admonition__content">{body}</div>
    </div>
  );
}
