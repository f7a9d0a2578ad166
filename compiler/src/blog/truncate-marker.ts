/**
 * Truncation markers of blog posts: the part before the first marker is the preview shown on
 * list pages, followed by a "Read more" link (Docusaurus 3.7.0 `truncateMarker` option).
 */

/** The default marker: `<!-- truncate -->` (Markdown comment) or `{/* truncate *\/}` (MDX comment), inner spaces free. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** True when the post body (front matter removed) holds a truncation marker. */
export function hasTruncateMarker(content: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): boolean {
  return new RegExp(marker.source, marker.flags.replace('g', '')).test(content);
}

/** The part of the body before the first truncation marker, or the whole body when it has none. */
export function truncateAtMarker(content: string, marker: RegExp = DEFAULT_TRUNCATE_MARKER): string {
  return content.split(marker, 1)[0] ?? '';
}

/** The marker as Docusaurus prints a RegExp option in its resolved options (`String(regexp)`). */
export function truncateMarkerToString(marker: RegExp = DEFAULT_TRUNCATE_MARKER): string {
  return String(marker);
}
