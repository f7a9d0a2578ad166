import { useCurrentDoc } from '../docs/current-doc.js';
import { UnlistedBanner } from '../docs/UnlistedBanner.js';

/** Props of `@theme/ContentVisibility`, as Docusaurus's: the doc's or post's metadata. */
export interface ContentVisibilityProps {
  /** `unlisted` (as the graph decided it); default the displayed doc's. */
  metadata?: { unlisted?: boolean } | null;
}

/**
 * `@theme/ContentVisibility`: the note above unlisted content (`theme.unlistedContent.message`),
 * nothing for listed content. Drafts are never in a built site, so there is no draft note.
 */
export default function ContentVisibility({ metadata }: ContentVisibilityProps) {
  const doc = useCurrentDoc();
  const unlisted = (metadata ?? doc)?.unlisted === true;
  return unlisted ? <UnlistedBanner className="theme-unlisted-banner" /> : null;
}
