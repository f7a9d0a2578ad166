import type { ReactNode } from 'react';
import { StaticRouter as ReactRouterStaticRouter } from 'react-router-dom';
import { decodableUrl } from './decodable-path.js';
import { StaticRenderContext } from './Router.js';

/**
 * The router of a server render: React Router's `<StaticRouter>` at `location` (path, search and
 * hash, the path raw or URL-encoded); navigation throws.
 */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  return (
    <ReactRouterStaticRouter location={decodableUrl(location)}>
      <StaticRenderContext.Provider value={true}>{children}</StaticRenderContext.Provider>
    </ReactRouterStaticRouter>
  );
}
