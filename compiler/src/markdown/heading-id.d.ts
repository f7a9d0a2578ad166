/** A slugger for one page: remembers the slugs it gave to suffix duplicates. */
export interface HeadingSlugger {
    /** Slug of `text` (lower-cased unless `maintainCase`), unique within the page. */
    slug(text: string, maintainCase?: boolean): string;
}
/** Creates a {@link HeadingSlugger} (one per page). */
export declare function createHeadingSlugger(): HeadingSlugger;
/**
 * Splits a trailing `{#custom-id}` off a heading text. The id may hold any character except
 * `{#` and `}`, and must end the text.
 *
 * @returns `text` without the id part, and the id when there is one
 */
export declare function parseHeadingId(heading: string): {
    text: string;
    id: string | undefined;
};
