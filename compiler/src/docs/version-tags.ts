import { groupTaggedItems, tagVisibility } from '../tags/index.js';
import type { DocMetadata } from './doc-metadata.js';

/** A tag of a docs version with its docs (the golden's `docs.<id>.versions[].tags[]`). */
export interface VersionTag {
  label: string;
  /** Full permalink of the tag page. */
  permalink: string;
  description: string | null;
  /** True when the tag is not in the version's tags file. */
  inline: boolean;
  /** Listed (not unlisted) docs of the tag. */
  docIds: string[];
  /** Docs of the tag that are unlisted. */
  unlistedDocIds: string[];
  /** True when every doc of the tag is unlisted (the tag is left out of the tags list page). */
  unlisted: boolean;
}

/**
 * The docs a tag's page lists (Docusaurus `getTagVisibility`): its listed docs, or all of them
 * when the tag itself is unlisted.
 */
export function tagPageDocIds(tag: VersionTag): string[] {
  return [...(tag.unlisted ? tag.unlistedDocIds : tag.docIds)];
}

/**
 * Groups a version's docs by tag as Docusaurus 3.7.0's `getVersionTags`: tags in order of first
 * use while walking `docs` in the given order (Docusaurus walks docs sorted by id with
 * `localeCompare`), doc ids in that order too.
 */
export function versionTags(docs: readonly DocMetadata[]): VersionTag[] {
  return groupTaggedItems(docs, (d) => d.tags).map(({ tag, items }) => {
    return {
      label: tag.label,
      permalink: tag.permalink,
      description: tag.description,
      inline: tag.inline,
      docIds: items.filter((d) => !d.unlisted).map((d) => d.id),
      unlistedDocIds: items.filter((d) => d.unlisted).map((d) => d.id),
      unlisted: tagVisibility(items, (d) => d.unlisted).unlisted,
    };
  });
}
