import { useEffect, useState } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import { useStableValue } from '../app/use-stable-value.js';
import { useRouteState } from '../router/route-state.js';
import { headState, type PageMetaInput } from './head-state.js';
import { nextHeadOrder } from './render-order.js';

/**
 * Sets the document head of the page (SPEC §1): title as "page title, delimiter, site title",
 * meta description, keywords, canonical URL, social image and robots. The innermost PageMeta
 * wins. Rendered on the server into the prerendered `<head>`; applied to the document after
 * mount in the browser.
 */
export function PageMeta(input: PageMetaInput) {
  const runtime = useSiteRuntime();
  const { location } = useRouteState();
  const [order] = useState(nextHeadOrder);
  const { site, themeConfig } = runtime.shell;
  const state = useStableValue(
    headState(
    { ...site, defaultImage: typeof themeConfig.image === 'string' ? themeConfig.image : null },
    location.pathname,
      input,
    ),
  );
  if (runtime.server) runtime.head.put(order, state);
  useEffect(() => {
    runtime.head.put(order, state);
    return () => runtime.head.remove(order);
  }, [state, order, runtime]);
  return null;
}
