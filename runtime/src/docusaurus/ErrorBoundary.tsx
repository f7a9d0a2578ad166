import type { ReactNode } from 'react';
import { CrashReport, ErrorBoundary as RuntimeErrorBoundary } from '../layout/ErrorBoundary.js';

/** Props of `@docusaurus/ErrorBoundary`, as Docusaurus's. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What a crash of `children` shows, given the error and a function rendering them again. */
  fallback?: (params: { error: unknown; tryAgain: () => void }) => ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary`: catches a render error of `children` and shows `fallback`
 * (default: the theme's crash report, "This page crashed." with "Try again" and the error);
 * "Try again" renders `children` again from scratch.
 */
export default function ErrorBoundary({ children, fallback }: ErrorBoundaryProps) {
  return <RuntimeErrorBoundary fallback={fallback ?? ((p) => <CrashReport {...p} meta={null} />)}>{children}</RuntimeErrorBoundary>;
}
