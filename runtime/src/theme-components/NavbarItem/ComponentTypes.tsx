import type { ComponentType } from 'react';
import { NavbarItem } from '../../navbar/NavbarItem.js';
import { NAVBAR_ITEM_TYPES } from '../../navbar/navbar-item-error.js';

/** Props of a navbar item component, as Docusaurus passes them: the item's options (without `type`) and `mobile`. */
export type NavbarItemComponentProps = Record<string, unknown> & { mobile?: boolean };

/**
 * `@theme/NavbarItem/ComponentTypes`: the component of each navbar item type, as Docusaurus's map.
 * A site swizzles it to add its own types (`{...ComponentTypes, 'custom-team': TeamItem}`); the
 * navbar renders an item whose `type` is one of those with the site's component, given the item's
 * options and `mobile`. The theme's own types render as the navbar renders them.
 */
const ComponentTypes: Record<string, ComponentType<NavbarItemComponentProps>> = Object.fromEntries(
  NAVBAR_ITEM_TYPES.map((type) => [type, ({ mobile, ...item }: NavbarItemComponentProps) => <NavbarItem item={{ ...item, type }} mobile={mobile} />]),
);

export default ComponentTypes;
