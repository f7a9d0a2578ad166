import { Fragment, type ReactNode } from 'react';
import type { ThemeMessageId } from './theme-catalogues.js';
import { themeMessage } from './theme-message.js';

/**
 * A theme message whose placeholders take React nodes (a link, a `<time>`), as Docusaurus's
 * `<Translate values={{latestVersionLink: <Link …/>}}>`: the text split at each `{name}` of
 * `values`, the node in its place; an unknown placeholder stays as written.
 */
export function themeMessageNodes(id: ThemeMessageId, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = themeMessage(id).split(/(\{\w+\})/);
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
