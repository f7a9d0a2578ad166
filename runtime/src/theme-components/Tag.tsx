import { Link } from '../router/Link.js';

/** Props of `@theme/Tag`: Docusaurus's (`permalink`, `label`, optional `count` and `description`). */
export interface TagProps {
  permalink: string;
  label: string;
  count?: number;
  description?: string | null;
}

/**
 * `@theme/Tag`: one tag's link, its description as the title and its count after the label when
 * given. The tag lists of doc and post footers (`TagsListInline`) render it as the site swizzles it.
 */
export default function Tag({ permalink, label, count, description }: TagProps) {
  return (
    <Link to={permalink} className="tag__link" title={description ?? undefined}>
      {label}
      {count !== undefined ? <span className="tag__count">{count}</span> : null}
    </Link>
  );
}
