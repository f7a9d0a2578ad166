/**
 * Docusaurus orders docs, tag pages and route paths with `String#localeCompare`; a fixed `en`
 * collator gives that order on every machine whatever its locale settings.
 */
const collator = new Intl.Collator('en');

/** `a.localeCompare(b)` in the `en` locale. */
export function compareLocale(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Code-point order (`<`), for outputs whose order Docusaurus does not define. */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
