import { useMemo } from 'react';
import { useShell } from '../client/runtime-context.js';
import { docusaurusContext, type DocusaurusContext } from './docusaurus-context.js';

export type { DocusaurusContext };

/** `@docusaurus/useDocusaurusContext`: `{siteConfig, siteMetadata, globalData, i18n, codeTranslations}` of the site. */
export default function useDocusaurusContext(): DocusaurusContext {
  const shell = useShell();
  return useMemo(() => docusaurusContext(shell), [shell]);
}
