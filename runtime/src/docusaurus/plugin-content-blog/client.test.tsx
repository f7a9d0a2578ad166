import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../../test-support/golden-graph.js';
import { planFor, renderApp } from '../../test-support/render-app.js';
import BlogPostItem, { type BlogPostItemProps } from '../../theme-components/BlogPostItem.js';
import { useBlogPost as useBlogPostFromInternal } from '../theme-common/internal.js';
import { useBlogPost } from './client.js';

const FEATURES = new URL('../../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

function features() {
  const { graph, chunks } = goldenGraph(FEATURES, {} as never);
  return planFor(graph, chunks);
}

/** The most common BlogPostItem swizzle: the original, then comments under a post on its own page. */
function WithComments(props: BlogPostItemProps) {
  const { metadata, isBlogPostPage, toc } = useBlogPost();
  expect(useBlogPostFromInternal().metadata.permalink).toBe(metadata.permalink);
  return (
    <>
      <BlogPostItem {...props} />
      {isBlogPostPage ? <section className="comments" data-post={metadata.permalink} data-headings={toc.length} data-minutes={metadata.readingTime} /> : <i className="listed" data-post={metadata.permalink} />}
    </>
  );
}

describe('@docusaurus/plugin-content-blog/client', () => {
  it('the blog pages render each post through BlogPostItem as the site swizzles it, and useBlogPost gives the post, on its page and in lists', () => {
    const post = '/blog/2025/04/22/audio-ducking';
    for (const page of [post, '/blog', '/blog/tags/tutorial']) expect(renderApp(features(), page, {}, {}, { BlogPostItem }).html, page).toBe(renderApp(features(), page).html);
    const theme = renderApp(features(), post).html;
    const html = renderApp(features(), post, {}, {}, { BlogPostItem: WithComments }).html;
    const comments = html.match(/<section class="comments" data-post="([^"]+)" data-headings="(\d+)" data-minutes="([\d.]+)"><\/section>/);
    expect(comments?.[1]).toBe(post);
    expect(Number(comments![2])).toBeGreaterThan(0);
    expect(html.replace(comments![0], '')).toBe(theme);
    const list = renderApp(features(), '/blog', {}, {}, { BlogPostItem: WithComments }).html;
    const listed = [...list.matchAll(/<i class="listed" data-post="([^"]+)"><\/i>/g)].map((m) => m[1]);
    expect(listed.length).toBe((renderApp(features(), '/blog').html.match(/<article class="blog-post blog-post--preview/g) ?? []).length);
    expect(listed).toContain(post);
    expect(list).not.toContain('class="comments"');
  });

  it('useBlogPost throws outside a blog post', () => {
    const html = renderApp(features(), '/blog/archive', {}, {}, {
      BackToTopButton: () => {
        try {
          useBlogPost();
          return <p className="no-throw" />;
        } catch (error) {
          return <p className="thrown">{(error as Error).message}</p>;
        }
      },
    }).html;
    expect(html).toContain('<p class="thrown">useBlogPost() of @docusaurus/plugin-content-blog/client was called outside a blog post');
  });
});
