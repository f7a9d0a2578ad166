import type { ReactNode } from 'react';

/** A collapsible block (MDX `<Details summary="…">`, or `<details>` with a `<summary>` child). */
export function Details({ summary, children, className }: { summary?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <details className={`sg-details${className ? ` ${className}` : ''}`}>
      {summary ? <summary>{summary}</summary> : null}
      <div className="sg-details__content">{children}</div>
    </details>
  );
}
