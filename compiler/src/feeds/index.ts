/**
 * Blog feeds (RSS, Atom, JSON): the data the graph keeps (`buildBlogFeed`, run by the blog stage)
 * and the feeds stage that writes the files once post bodies are rendered (`renderSiteFeeds`).
 */
export * from './absolute-urls.js';
export * from './blog-feed.js';
export * from './render-feed-files.js';
export * from './render-site-feeds.js';
export * from './xslt.js';
