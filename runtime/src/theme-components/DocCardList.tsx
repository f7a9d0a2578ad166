import type { SidebarItem } from '../data/site-data.js';
import { useCurrentSidebarCategory } from '../docusaurus/plugin-content-docs/client.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocCard from './DocCard.js';

/** Props of `@theme/DocCardList`, as Docusaurus's: sidebar `items` (default: the current sidebar category's) and a `className`. */
export interface DocCardListProps {
  items?: readonly SidebarItem[];
  className?: string;
}

/** The grid of cards of `items`, each through `@theme/DocCard` as the site swizzles it. */
function CardGrid({ items, className }: { items: readonly SidebarItem[]; className?: string }) {
  const DocCard = useThemeComponent('DocCard', ThemeDocCard);
  return (
    <section className={`row doc-card-list${className ? ` ${className}` : ''}`}>
      {items.map((item, i) => (
        <article key={i} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}

/** The cards of the sidebar category whose page is displayed. */
function CurrentCategoryCards({ className }: { className?: string }) {
  return <CardGrid items={useCurrentSidebarCategory().items} className={className} />;
}

/**
 * `@theme/DocCardList`: a card per item of `items` (the site's `DocCard` if swizzled), in a grid;
 * without `items`, those of the sidebar category whose page is displayed, as Docusaurus's.
 * @throws Error without `items` on a page that is not a sidebar category's (`useCurrentSidebarCategory`)
 */
export default function DocCardList({ items, className }: DocCardListProps) {
  return items ? <CardGrid items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}
