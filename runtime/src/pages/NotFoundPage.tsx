import { PageMeta } from '../head/PageMeta.js';

/** The page shown for unknown paths (catch-all route; also written as 404.html). */
export function NotFoundPage() {
  return (
    <main className="container not-found">
      <PageMeta title="Page Not Found" noIndex />
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>If a link brought you here, please tell the owner of the site that the link is broken.</p>
    </main>
  );
}
