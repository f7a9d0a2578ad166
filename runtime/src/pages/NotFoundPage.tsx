import { PageMeta } from '../head/PageMeta.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { themeMessage } from '../i18n/theme-message.js';

/** The not-found message (`@theme/NotFound/Content`). */
export function NotFoundContent({ className }: { className?: string }) {
  return (
    <main className={`container not-found${className ? ` ${className}` : ''}`}>
      <h1>{themeMessage('theme.NotFound.title')}</h1>
      <p>{themeMessage('theme.NotFound.p1')}</p>
      <p>{themeMessage('theme.NotFound.p2')}</p>
    </main>
  );
}

/** The not-found page (`@theme/NotFound`): head and the content, swizzled or ours. */
export function NotFoundPage() {
  const Content = useThemeComponent('NotFound/Content', NotFoundContent);
  return (
    <>
      <PageMeta title={themeMessage('theme.NotFound.title')} noIndex />
      <Content />
    </>
  );
}

/** The page shown for unknown paths (catch-all route; also written as 404.html): the site's `NotFound` if swizzled. */
export function NotFoundView() {
  const Page = useThemeComponent('NotFound', NotFoundPage);
  return <Page />;
}
