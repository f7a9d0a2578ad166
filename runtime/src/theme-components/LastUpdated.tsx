import { LastUpdated as RuntimeLastUpdated } from '../docs/DocFooter.js';

/** Props of `@theme/LastUpdated`, as Docusaurus's (milliseconds since the epoch, author name). */
export interface LastUpdatedProps {
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

/** `@theme/LastUpdated`: "Last updated on <date> by <author>", nothing without either. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps) {
  return <RuntimeLastUpdated at={lastUpdatedAt ?? null} by={lastUpdatedBy ?? null} />;
}
