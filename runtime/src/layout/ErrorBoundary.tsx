import { Component, Fragment, type ReactNode } from 'react';
import { PageMeta } from '../head/PageMeta.js';
import { errorChain } from './error-chain.js';
import { themeMessage } from '../i18n/theme-message.js';

/** The error page (SPEC §8 page crash): "This page crashed.", a Try again button, and the error with its cause chain. */
export function ErrorPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return <CrashReport error={error} tryAgain={tryAgain} meta={<PageMeta title={themeMessage('sitegraph.ErrorPage.pageTitle')} noIndex />} />;
}

/** Fallback rendered outside the app's providers (the app shell itself crashed): no head management there. */
export function BareErrorPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return <CrashReport error={error} tryAgain={tryAgain} meta={null} />;
}

/** The crash report: "This page crashed.", "Try again" and the error with its causes; `meta` is rendered first (the page head, or null). */
export function CrashReport({ error, tryAgain, meta }: { error: unknown; tryAgain: () => void; meta: ReactNode }) {
  const [message, ...causes] = errorChain(error);
  return (
    <main className="container error-page">
      {meta}
      <h1>{themeMessage('theme.ErrorPageContent.title')}</h1>
      <button type="button" className="sg-button" onClick={tryAgain}>
        {themeMessage('theme.ErrorPageContent.tryAgain')}
      </button>
      <div className="error-page__error" role="alert">
        <p className="error-page__message">{message}</p>
        {causes.map((cause, i) => (
          <p key={i} className="error-page__cause">
            <b>{themeMessage('sitegraph.ErrorPage.cause')}</b> {cause}
          </p>
        ))}
      </div>
    </main>
  );
}

interface Props {
  children: ReactNode;
  /** The boundary clears its error when this changes (the location). */
  resetKey?: string;
  fallback: (props: { error: unknown; tryAgain: () => void }) => ReactNode;
  /** Called by "Try again" before the children render again (to forget remembered failures). */
  onTryAgain?: () => void;
}

/** Catches render errors of its children (SPEC §4: no error → error shown → "Try again" clears it). */
export class ErrorBoundary extends Component<Props, { error: unknown; key: string | undefined; failed: boolean; attempt: number }> {
  state = { error: undefined as unknown, key: this.props.resetKey, failed: false, attempt: 0 };

  /** Renders the route again from scratch: fresh component state, failed loads tried again. */
  private readonly tryAgain = () => {
    this.props.onTryAgain?.();
    this.setState((s) => ({ failed: false, error: undefined, attempt: s.attempt + 1 }));
  };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { key: string | undefined; failed: boolean }) {
    if (props.resetKey !== state.key) return { key: props.resetKey, failed: false, error: undefined };
    return null;
  }

  componentDidCatch(error: unknown): void {
    console.error('The page crashed:', error);
  }

  render() {
    if (this.state.failed) {
      return this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain });
    }
    // A new key per attempt remounts the subtree, so no state of the crashed render survives.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
