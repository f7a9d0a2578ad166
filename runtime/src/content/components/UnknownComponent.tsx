import type { ReactNode } from 'react';

/**
 * The visible, labelled fallback for a component name the registry does not know (DESIGN.md
 * "Page content"): the name in a dashed box, with the element's children still shown.
 */
export function UnknownComponent({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="sg-unknown-component" role="note" data-component={name}>
      <strong className="sg-unknown-component__label">{`Unknown component <${name}>`}</strong>
      {children ? <div>{children}</div> : null}
    </div>
  );
}

const fallbacks = new Map<string, (props: { children?: ReactNode }) => ReactNode>();

/** A stable fallback component for `name` (same identity on every render). */
export function fallbackFor(name: string): (props: { children?: ReactNode }) => ReactNode {
  let c = fallbacks.get(name);
  if (!c) {
    c = ({ children }) => <UnknownComponent name={name}>{children}</UnknownComponent>;
    fallbacks.set(name, c);
  }
  return c;
}
