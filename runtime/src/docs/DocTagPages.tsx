import type { DocTagData, DocTagsListData, ManifestRoute } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { Link } from '../router/Link.js';
import { useRouteData } from '../router/use-route-data.js';
import { themeMessage, themePlural } from '../i18n/theme-message.js';

/** All tags of a docs version, grouped by first letter. */
export function DocTagsListPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<DocTagsListData>(route, 'doc-tags-list');
  return <TagsIndex title={themeMessage('theme.tags.tagsPageTitle')} tags={data.tags} />;
}

/** Tags grouped by their first letter (docs and blog tags pages). */
export function TagsIndex({ title, tags }: { title: string; tags: readonly { label: string; permalink: string; count: number }[] }) {
  const groups = new Map<string, typeof tags[number][]>();
  for (const t of tags) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  const letters = [...groups.keys()].sort();
  return (
    <main className="container tags-page">
      <PageMeta title={title} />
      <h1>{title}</h1>
      {letters.map((letter) => (
        <section key={letter} className="tags-page__group">
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <ul className="tags">
            {groups.get(letter)!.map((t) => (
              <li key={t.permalink} className="tag">
                <Link to={t.permalink} className="tag__link">
                  {t.label}
                  <span className="tag__count">{t.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

/** The docs having one tag. */
export function DocTagPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<DocTagData>(route, 'doc-tag');
  const title = themeMessage('theme.docs.tagDocListPageTitle', {
    nDocsTagged: themePlural('theme.docs.tagDocListPageTitle.nDocsTagged', data.tag.count, { count: data.tag.count }),
    tagName: data.tag.label,
  });
  return (
    <main className="container tag-page">
      <PageMeta title={title} description={data.tag.description} />
      <header>
        <h1>{title}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <Link to={data.tag.allTagsPath}>{themeMessage('theme.tags.tagsPageLink')}</Link>
      </header>
      <section>
        {data.items.map((doc) => (
          <article key={doc.id} className="tag-page__item">
            <Link to={doc.permalink}>
              <h2>{doc.title}</h2>
            </Link>
            {doc.description ? <p>{doc.description}</p> : null}
          </article>
        ))}
      </section>
    </main>
  );
}
