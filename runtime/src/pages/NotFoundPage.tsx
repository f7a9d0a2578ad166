import { PageMeta } from '../head/PageMeta.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';

/** The not-found message (`@theme/NotFound/Content`). */
export function NotFoundContent({ className }: { className?: string }) {
  return (
    <main className={`container not-found${className ? ` ${className}` : ''}`}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>If a link brought you here, please tell the owner of the site that the link is broken.</p>
    </main>
  );
}

/** The not-found page (`@theme/NotFound`): head and the content, swizzled or ours. */
export function NotFoundPage() {
  const Content = useThemeComponent('NotFound/Content', NotFoundContent);
  return (
    <>
      <PageMeta title="Page Not Found" noIndex />
      <Content />
    </>
  );
}

/** The page shown for unknown paths (catch-all route; also written as 404.html): the site's `NotFound` if swizzled. */
export function NotFoundView() {
  const Page = useThemeComponent('NotFound', NotFoundPage);
  return <Page />;
}
