import { useState, type ReactNode } from 'react';
import { themeMessage } from '../../i18n/theme-message.js';

/** A code block with an optional title (MDX `<CodeBlock language title>`). */
export function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string }) {
  return (
    <div className={`code-block${className ? ` ${className}` : ''}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <pre className={language ? `language-${language}` : undefined} tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{children}</code>
      </pre>
    </div>
  );
}

/**
 * `<pre>` of page bodies (the compiler's code blocks: `pre[data-language][data-title]` holding
 * highlighted `span.token-line`s): the title bar, line numbers when asked, and a copy button.
 */
export function Pre({ children, 'data-title': title, 'data-line-numbers-start': lineStart, ...rest }: { children?: ReactNode; className?: string; 'data-title'?: string; 'data-line-numbers-start'?: string | number }) {
  const [copied, setCopied] = useState(false);
  const numbered = lineStart !== undefined && lineStart !== null && lineStart !== '';
  return (
    <div className={`code-block${numbered ? ' code-block--numbered' : ''}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <pre {...rest} tabIndex={0} style={numbered ? ({ counterReset: `line ${Number(lineStart) - 1}` } as React.CSSProperties) : undefined}>
        {children}
      </pre>
      <button
        type="button"
        className="code-block__copy"
        aria-label={themeMessage('theme.CodeBlock.copyButtonAriaLabel')}
        onClick={(e) => {
          const text = (e.currentTarget.previousElementSibling as HTMLElement | null)?.innerText ?? '';
          void navigator.clipboard?.writeText(text).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {themeMessage(copied ? 'theme.CodeBlock.copied' : 'theme.CodeBlock.copy')}
      </button>
    </div>
  );
}
