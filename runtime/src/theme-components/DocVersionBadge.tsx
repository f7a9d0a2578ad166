/** Props of `@theme/DocVersionBadge`, as Docusaurus's. */
export interface DocVersionBadgeProps {
  className?: string;
}

/**
 * `@theme/DocVersionBadge`: "Version: <label>" (`theme.docs.versionBadge.label`) when the
 * displayed docs version has a badge (its `badge` option, by default on sites of several
 * versions), nothing otherwise or outside docs.
 */
export { DocVersionBadge as default } from '../docs/DocVersionBanner.js';
