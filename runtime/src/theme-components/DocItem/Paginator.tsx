import { useCurrentDoc } from '../../docs/current-doc.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import ThemeDocPaginator from '../DocPaginator.js';

/**
 * `@theme/DocItem/Paginator`: the displayed doc's "Previous" / "Next" links (its `previous` and
 * `next` in the graph, from its sidebar or front matter); nothing outside a doc page or when
 * the doc has neither. Rendered through `@theme/DocPaginator`, as the site swizzles it.
 */
export default function DocItemPaginator() {
  const doc = useCurrentDoc();
  const DocPaginator = useThemeComponent('DocPaginator', ThemeDocPaginator);
  if (!doc) return null;
  return <DocPaginator previous={doc.previous} next={doc.next} />;
}
