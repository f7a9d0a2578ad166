let last = 0;

/**
 * A number larger than any given before: the render order of a head-setting component, so that
 * the innermost `PageMeta` wins and `<Head>` patches apply after the head they refine.
 */
export function nextHeadOrder(): number {
  return ++last;
}
