/**
 * What version control knows about one content file: loader input for last-update data
 * (`showLastUpdateTime` / `showLastUpdateAuthor`) and for the date of a blog post that has none.
 * Times are milliseconds since the epoch at seconds precision, as Docusaurus 3.7.0 reads them
 * (`git log --format=%ct` × 1000).
 */
export interface FileHistory {
  /** Commit time of the last commit that changed the file. */
  lastUpdatedAt?: number;
  /** Author name (`%an`) of that commit. */
  lastUpdatedBy?: string;
  /** Commit time of the commit that added the file, following renames (`--follow --diff-filter=A`). */
  createdAt?: number;
}
