/**
 * The messages of the current locale's `code.json` (graph `site.codeTranslations`, carried in the
 * shell), read by `translate()` and `<Translate>`. Module state, as Docusaurus keeps its
 * translations in a module: `translate()` is called outside React too. The runtime provider sets
 * it from the shell of the site it renders (a build renders one locale at a time).
 */
let messages: Readonly<Record<string, string>> = {};

/** Sets the current locale's messages by id (`{}` for none). */
export function setCodeTranslations(next: Readonly<Record<string, string>> | undefined): void {
  messages = next ?? {};
}

/**
 * The translation of a message, as Docusaurus looks it up: by its `id`, else by the message
 * itself (a message without id is its own id); the message when the locale has none.
 */
export function codeMessage(id: string | undefined, message: string): string {
  return messages[id ?? message] ?? message;
}
