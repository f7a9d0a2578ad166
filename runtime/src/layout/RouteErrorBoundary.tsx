import type { ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import { forgetFailedReads } from '../router/read-data-file.js';
import { useRouteState } from '../router/route-state.js';
import { ErrorBoundary, ErrorPage } from './ErrorBoundary.js';

/**
 * The error boundary around a page's content (SPEC §8 page crash): the error page in its place,
 * reset on navigation; "Try again" forgets the data reads that failed, so they are made again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { location } = useRouteState();
  const runtime = useSiteRuntime();
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={(p) => <ErrorPage {...p} />} onTryAgain={() => forgetFailedReads(runtime.data)}>
      {children}
    </ErrorBoundary>
  );
}
