import { useEffect, useState, type ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import { useStableValue } from '../app/use-stable-value.js';
import { headPatchFromChildren } from './head-children.js';
import { nextHeadOrder } from './render-order.js';

/**
 * Puts its children into the document head (`@docusaurus/Head`): `<title>`, `<meta>`, `<link>`,
 * `<script>`, `<style>`… on top of what the page's `PageMeta` sets. Rendered into the
 * prerendered `<head>` on the server, applied to the document after mount in the browser, and
 * removed when the component unmounts. Renders nothing in place.
 */
export function Head({ children }: { children?: ReactNode }) {
  const runtime = useSiteRuntime();
  const [order] = useState(nextHeadOrder);
  const patch = useStableValue(headPatchFromChildren(children));
  if (runtime.server) runtime.head.patch(order, patch);
  useEffect(() => {
    runtime.head.patch(order, patch);
    return () => runtime.head.remove(order);
  }, [patch, order, runtime]);
  return null;
}
