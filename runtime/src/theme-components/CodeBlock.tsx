import type { ReactNode } from 'react';
import { CodeBlock as RuntimeCodeBlock } from '../content/components/CodeBlock.js';

/** Props of `@theme/CodeBlock`, as Docusaurus's. */
export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-<lang>` names the language when `language` is absent. */
  className?: string;
  language?: string;
  title?: string;
  /** Accepted for compatibility; the runtime does not number lines of a runtime code block. */
  showLineNumbers?: boolean | number;
  metastring?: string;
}

/** `@theme/CodeBlock`: a titled code block (not highlighted: highlighting happens at compile time, for Markdown code). */
export default function CodeBlock({ children, className, language, title }: CodeBlockProps) {
  const fromClass = /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1];
  const rest = className?.replace(/(?:^|\s)language-[\w-]+/, '').trim();
  return (
    <RuntimeCodeBlock language={language ?? fromClass} title={title} className={rest || undefined}>
      {children}
    </RuntimeCodeBlock>
  );
}
