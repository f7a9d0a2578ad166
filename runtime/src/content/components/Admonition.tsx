import type { ReactNode } from 'react';

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
  return (
    <div className={`admonition admonition--${kind}${className ? ` ${className}` : ''}`}>
      <div className="admonition__heading">{title ?? LABELS[kind]}</div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
