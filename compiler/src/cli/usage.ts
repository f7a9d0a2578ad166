// What `sitegraph --help` and `sitegraph <command> --help` print (DESIGN.md "CLI contract").

/** Each command's synopsis and options, by command name, in the order `--help` lists them. */
export const COMMAND_USAGE: Readonly<Record<string, string>> = {
  build: `sitegraph build [siteDir=.] [--out dist] [--graph-only] [--search-records] [--no-cache] [--continue-on-error] [--force] [--jobs N] [--locale L]... [--verbose]
  Compile the site and write it to --out: the graph, page chunks and feeds, then (without
  --graph-only) the client bundle and every route prerendered.
    --out DIR             output folder (default dist)
    --graph-only          write graph.json, chunks and feeds only
    --search-records      also write search/records.json in a full build (for search push)
    --no-cache            neither read nor write the parse cache (.sitegraph/cache/)
    --continue-on-error   write the site even when files have errors (exit code 1)
    --force               replace a non-empty output folder that sitegraph did not write
    --jobs N              threads to use, from 1
    --locale L            build this locale only (repeatable; default every locale: the default
                          one in --out, another in --out/<locale>)
    --verbose             print each stage and stack traces`,
  serve: `sitegraph serve [dist] [--port 3000]
  Serve a built site (precompressed files) and its search service.
    --port N              port from 0 (any free port) to 65535 (default 3000)`,
  dev: `sitegraph dev [siteDir=.] [--port 3000] [--locale L] [--verbose]
  Serve the site from its sources, recompile changed files and update open pages.
    --port N              port from 0 (any free port) to 65535 (default 3000)
    --locale L            the locale to serve (default the default locale)
    --verbose             print each step's timing`,
  check: `sitegraph check [siteDir=.] [--verbose]
  Compile the site and print its diagnostics; exit 1 when there are errors.`,
  search: `sitegraph search push [dist|siteDir=dist] [--index NAME] [--host URL]... [--batch-size N]
  Upload the search records and index settings to the hosted service
  (credentials from ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY).
    --index NAME          the index to fill (the site must have one index)
    --host URL            a host of the service, tried in order (repeatable)
    --batch-size N        records per request, from 1`,
  conformance: `sitegraph conformance <corpusDir> --expected <golden.json> [--json] [--sections a,b] [--emit out.json] [--locale L]
  Compare the compiled site with a Docusaurus golden; exit 0 only when every section passes.
    --expected FILE       the golden to compare with
    --json                print the report as JSON
    --sections a,b        compare these sections only
    --emit FILE           write the projection in the golden's format
    --locale L            compile this locale of the tree (its i18n/ translations)`,
};

/** The usage of every command (`sitegraph --help`). */
export function usage(): string {
  const synopses = Object.values(COMMAND_USAGE).map((u) => `  ${u.split('\n')[0]}`);
  return `Usage:\n${synopses.join('\n')}\n\nsitegraph <command> --help describes a command; sitegraph --version prints the version.\n`;
}

/** The usage of one command (`sitegraph <command> --help`), or null for an unknown command. */
export function commandUsage(command: string): string | null {
  const text = COMMAND_USAGE[command];
  return text === undefined ? null : `Usage: ${text}\n`;
}
