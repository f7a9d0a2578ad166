/** Error thrown when a navbar item fails to render or has an unknown type (SPEC §8): it names the item. */
export class NavbarItemError extends Error {
  readonly item: unknown;
  constructor(item: unknown, reason: string, cause?: unknown) {
    super(`A navbar item failed to render (${reason}). Check this item of themeConfig.navbar.items: ${safeJson(item)}`, cause === undefined ? undefined : { cause });
    this.name = 'NavbarItemError';
    this.item = item;
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The navbar item types the theme renders. */
export const NAVBAR_ITEM_TYPES = ['default', 'dropdown', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown', 'search', 'html'] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/**
 * The type of an item: its `type`; without one, `dropdown` when it has `items` and `default`
 * when it links somewhere (`to`, `href` or `html`). An item with neither a type nor anything to
 * render, or with an unknown type, throws {@link NavbarItemError}.
 */
export function navbarItemType(item: Record<string, unknown>): NavbarItemType {
  const type = item.type;
  if (type === undefined) {
    if (Array.isArray(item.items)) return 'dropdown';
    if (typeof item.to === 'string' || typeof item.href === 'string' || typeof item.html === 'string') return 'default';
    throw new NavbarItemError(item, 'it has no type and nothing to link to');
  }
  if (typeof type !== 'string' || !(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    throw new NavbarItemError(item, `unknown type ${JSON.stringify(type)}; known types are ${NAVBAR_ITEM_TYPES.join(', ')}`);
  }
  return type as NavbarItemType;
}
