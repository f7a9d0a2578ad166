/**
 * Memoised pure per-file results (front matter, titles, excerpts…) handed from one compile to
 * the next as data, and persisted beside the parse cache by the CLI.
 */
export * from './file-memo.js';
export * from './plain-data.js';
export * from './text-ref.js';
