import type { FeedModel } from './blog-feed.js';
import { renderFeedFiles, type FeedFile } from './render-feed-files.js';

/**
 * The feeds stage of a build: writes the feed files of every blog-like instance from the feed
 * models the blog stage planned (`compileBlogInstance`'s `feedModel`) and the post bodies the
 * content stage rendered. Pure.
 *
 * @param feedModels one per instance that writes feeds, in config order
 * @param postHtml HTML of a post body by its site-relative source file
 *   (`blog/2024-01-01-hello.md`); `''` for a body that did not compile
 * @returns the feed files, paths relative to the output folder (`blog/rss.xml`, …): instance by
 *   instance, each in `feedOptions.type` order with its stylesheets (see {@link renderFeedFiles})
 */
export function renderSiteFeeds(feedModels: readonly FeedModel[], postHtml: (source: string) => string): FeedFile[] {
  return feedModels.flatMap((model) => renderFeedFiles(model, (post) => postHtml(post.source)));
}
