import { useCurrentDoc } from '../docs/current-doc.js';
import { DocVersionBanner as RuntimeDocVersionBanner } from '../docs/DocVersionBanner.js';

/** Props of `@theme/DocVersionBanner`, as Docusaurus's. */
export interface DocVersionBannerProps {
  className?: string;
}

/**
 * `@theme/DocVersionBanner`: the banner of an unreleased or unmaintained docs version (the
 * version's `banner`, as the graph decided it), linking to the displayed doc in the latest
 * version (else that version's main doc); nothing for other versions or outside docs.
 */
export default function DocVersionBanner({ className }: DocVersionBannerProps) {
  const doc = useCurrentDoc();
  return <RuntimeDocVersionBanner doc={doc} className={className} />;
}
