import type { SidebarItem } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocCard from './DocCard.js';

/**
 * `@theme/DocCardList`: a card per item of `items` (the site's `DocCard` if swizzled), in a grid. Docusaurus defaults `items` to
 * the current sidebar category's; here `items` is required.
 */
export default function DocCardList({ items, className }: { items: readonly SidebarItem[]; className?: string }) {
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
