import { useCurrentDoc } from '../../docs/current-doc.js';
import { DocItemFooter as RuntimeDocItemFooter, type DocItemFooterProps } from '../../docs/DocFooter.js';

/**
 * `@theme/DocItem/Footer`: tags, "Edit this page" and last update of a doc. Without props it
 * reads them from the displayed doc, as Docusaurus's reads `useDoc()`; props given (`tags`,
 * `editUrl`, `lastUpdatedAt`, `lastUpdatedBy`) win.
 */
export default function DocItemFooter(props: Partial<DocItemFooterProps>) {
  const doc = useCurrentDoc();
  return (
    <RuntimeDocItemFooter
      tags={props.tags ?? doc?.tags ?? []}
      editUrl={props.editUrl !== undefined ? props.editUrl : (doc?.editUrl ?? null)}
      lastUpdatedAt={props.lastUpdatedAt !== undefined ? props.lastUpdatedAt : (doc?.lastUpdatedAt ?? null)}
      lastUpdatedBy={props.lastUpdatedBy !== undefined ? props.lastUpdatedBy : (doc?.lastUpdatedBy ?? null)}
    />
  );
}
