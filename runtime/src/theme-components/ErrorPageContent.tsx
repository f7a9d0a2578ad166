import { CrashReport } from '../layout/ErrorBoundary.js';

/** Props of `@theme/ErrorPageContent`, as Docusaurus's error boundary passes them. */
export interface ErrorPageContentProps {
  error: unknown;
  /** Renders the crashed part again. */
  tryAgain: () => void;
}

/**
 * `@theme/ErrorPageContent`: what a crashed page shows (SPEC §8): "This page crashed.", a
 * "Try again" button calling `tryAgain`, and the error's message with its causes. It leaves the
 * page's title alone.
 */
export default function ErrorPageContent({ error, tryAgain }: ErrorPageContentProps) {
  return <CrashReport error={error} tryAgain={tryAgain} meta={null} />;
}
