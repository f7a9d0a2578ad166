import { useState, type ReactNode } from 'react';

/** A code block with an optional title (MDX `<CodeBlock language title>`). */
export function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string }) {
  return (
    <div className={`code-block${className ? ` ${className}` : ''}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <pre className={language ? `language-${language}` : undefined}>
        <code className={language ? `language-${language}` : undefined}>{children}</code>
      </pre>
    </div>
  );
}

/** `<pre>` of page bodies: adds a copy button (shown after hydration) over the block. */
export function Pre({ children, ...rest }: { children?: ReactNode; className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="code-block">
      <pre {...rest}>{children}</pre>
      <button
        type="button"
        className="code-block__copy"
        aria-label="Copy code to clipboard"
        onClick={(e) => {
          const text = (e.currentTarget.previousElementSibling as HTMLElement | null)?.innerText ?? '';
          void navigator.clipboard?.writeText(text).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
