import readingTime from 'reading-time';

/**
 * Reading time of a post in minutes, as Docusaurus 3.7.0 computes it by default: the
 * `reading-time` package (200 words a minute, CJK characters counted one by one) on the body
 * without front matter and without the title heading, then rounded here to 2 decimals (the
 * precision the graph stores; the theme shows `Math.ceil`).
 *
 * @param content post body, front matter and leading h1 title removed
 */
export function computeReadingTime(content: string): number {
  return Math.round(readingTime(content).minutes * 100) / 100;
}
