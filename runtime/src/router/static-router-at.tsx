import type { ReactNode } from 'react';
import { StaticRouter } from './StaticRouter.js';

/** The router component of a server render at `url` (path + search), for `App`'s `router` prop. */
export function staticRouterAt(url: string) {
  return function StaticRouterAtUrl({ children }: { children?: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };
}
