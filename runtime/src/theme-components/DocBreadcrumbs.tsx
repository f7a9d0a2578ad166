import { DocBreadcrumbs as ThemeDocBreadcrumbs } from '../docs/DocBreadcrumbs.js';
import { useLeafDocsSidebar } from '../docs/DocRootLayout.js';
import { useRouteState } from '../router/route-state.js';

/**
 * `@theme/DocBreadcrumbs`: no props, as Docusaurus's. The breadcrumbs of the displayed page in
 * its docs sidebar (home, the categories down to it, the page); nothing outside a sidebar or
 * when the docs plugin turns breadcrumbs off. Doc and generated-index pages render it as the
 * site swizzles it.
 */
export default function DocBreadcrumbs() {
  const sidebar = useLeafDocsSidebar();
  const { location } = useRouteState();
  return <ThemeDocBreadcrumbs sidebar={sidebar} pathname={location.pathname} />;
}
