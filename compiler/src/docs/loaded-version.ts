import type { VersionSidebars } from '../sidebars/index.js';
import type { DocMetadata } from './doc-metadata.js';
import type { VersionMetadata } from './version-metadata.js';
import type { VersionTag } from './version-tags.js';

/** A docs version once its docs, sidebars and tags are known (Docusaurus `FullVersion`). */
export interface LoadedVersion {
  metadata: VersionMetadata;
  /** Non-draft docs with sidebar and neighbours, in Docusaurus order (id, `localeCompare`). */
  docs: DocMetadata[];
  /** Ids of the draft docs removed from the build (production only), code-point order. */
  draftIds: string[];
  /** The version's entry doc: slug `/`, else the first doc of the first sidebar, else the first doc. */
  mainDocId: string;
  /** Tags in Docusaurus order (first use along `docs`). */
  tags: VersionTag[];
  /** Everything the sidebars stage computed for the version. */
  sidebars: VersionSidebars;
}
