/**
 * What a blog post's path says about it: its date and default slug (Docusaurus 3.7.0
 * `parseBlogFileName`). Supported layouts, relative to the blog folder:
 * `2024-01-02-slug.md`, `2024/01/02/slug/index.md`, `2024-01-02-slug/index.md`,
 * `2024/01/02-slug.md`, and the same nested in folders (`releases/2024-01-02-v1.md`).
 */

/** The date and slug a post file name gives. */
export interface ParsedBlogFileName {
  /** `YYYY-MM-DD` as written (`/` or `-` separated), or undefined when the path has no date. */
  dateText: string | undefined;
  /** The date at midnight UTC; undefined without a date in the path, or an Invalid Date when unparsable (`2024-13-45`). */
  date: Date | undefined;
  /** The name after the date (or the whole path without extension): the fallback title. */
  text: string;
  /** Default slug: `/YYYY/MM/DD/<folder><text>` for dated paths, `/<path without extension>` otherwise. */
  slug: string;
}

const DATED_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?.mdx?$/;

/**
 * Parses a post path relative to the blog folder (posix).
 *
 * The date is read as UTC midnight. Folders before the date stay in the slug after the date
 * (`releases/2024-12-02-v4.md` → `/2024/12/02/releases/v4`), as Docusaurus does.
 * Number prefixes are not stripped (`02-adding-audio.md` → `/02-adding-audio`).
 */
export function parseBlogFileName(relativePath: string): ParsedBlogFileName {
  const match = DATED_PATH.exec(relativePath);
  if (match) {
    const { folder = '', date: dateText = '', text = '' } = match.groups ?? {};
    return {
      dateText,
      date: new Date(`${dateText}Z`),
      text,
      slug: `/${dateText.replace(/-/g, '/')}/${folder}${text}`,
    };
  }
  const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { dateText: undefined, date: undefined, text, slug: `/${text}` };
}
