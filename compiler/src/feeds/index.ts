/** Blog feeds (RSS, Atom, JSON): the data the graph keeps and the files a build writes. */
export * from './absolute-urls.js';
export * from './blog-feed.js';
export * from './render-feed-files.js';
export * from './xslt.js';
