import { useCurrentDoc } from '../../docs/current-doc.js';
import { Paginator } from '../../docs/DocPaginator.js';

/**
 * `@theme/DocItem/Paginator`: the displayed doc's "Previous" / "Next" links (its `previous` and
 * `next` in the graph, from its sidebar or front matter); nothing outside a doc page or when
 * the doc has neither.
 */
export default function DocItemPaginator() {
  const doc = useCurrentDoc();
  if (!doc) return null;
  return <Paginator previous={doc.previous} next={doc.next} />;
}
