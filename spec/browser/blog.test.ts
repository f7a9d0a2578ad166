/**
 * Blog pages: list pages with a paginator, truncated previews with "Read more", post pages
 * (date, authors, tags, reading time), archive, tag pages, author pages, and the recent-posts
 * sidebar grouped by year.
 */
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { pathOf, waitForManifest } from './support/helpers.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

async function open(path: string) {
  const w = await watchedPage(browser());
  await w.page.goto(siteUrl(sites.basic!.url, path));
  await waitForHydration(w.page);
  return w;
}

const titles = (w: Awaited<ReturnType<typeof open>>) => w.page.locator('.blog-post--preview .blog-post__title').allTextContents();

describe('blog list', () => {
  it('shows 5 posts per page, newest first, with a paginator', async () => {
    const w = await open('/blog');
    expect(await titles(w)).toEqual(['Faster renders', 'Lumen 2.0', 'The year ahead', 'Community update', 'Better layers']);
    expect(await w.page.locator('.blog-list-paginator a').allTextContents()).toEqual(['Older entries']);
    await waitForManifest(w.page);
    await w.page.click('text=Older entries');
    await w.page.waitForFunction(() => location.pathname === '/blog/page/2');
    await w.page.waitForSelector('.blog-post__title:has-text("Summer sprint")');
    expect(await titles(w)).toEqual(['Summer sprint', 'Lumen 1.0', 'Springs explained', 'A deep dive into the timeline', 'Winter notes']);
    expect(await w.page.locator('.blog-list-paginator a').allTextContents()).toEqual(['Newer entries', 'Older entries']);
    await w.page.click('text=Older entries');
    await w.page.waitForSelector('.blog-post__title:has-text("Hello, Lumen")');
    expect(await titles(w)).toEqual(['Hello, Lumen', 'Field notes']);
    expect(pathOf(w.page)).toBe('/blog/page/3');
    await w.context.close();
  });

  it('shows truncated previews with "Read more", and full posts without a marker', async () => {
    const w = await open('/blog');
    const post = (title: string) => w.page.locator(`.blog-post--preview:has(.blog-post__title:has-text("${title}"))`);
    expect(await post('Lumen 2.0').textContent()).toContain('Summary of lumen 2.0');
    expect(await post('Lumen 2.0').textContent()).not.toContain('The rest of lumen 2.0');
    expect(await post('Lumen 2.0').locator('a.blog-post__read-more').getAttribute('href')).toBe('/blog/lumen-2-0');
    expect(await post('The year ahead').textContent()).toContain('The rest of the year ahead');
    expect(await post('The year ahead').locator('a.blog-post__read-more').count()).toBe(0);
    await w.context.close();
  });

  it('groups the recent-posts sidebar by year', async () => {
    const w = await open('/blog');
    const sidebar = w.page.locator('.blog-sidebar');
    expect(await sidebar.locator('.blog-sidebar__title').textContent()).toBe('Recent posts');
    expect(await sidebar.locator('.blog-sidebar__year').allTextContents()).toEqual(['2025', '2024']);
    expect(await sidebar.locator('a').count()).toBe(8);
    await w.context.close();
  });
});

describe('blog post', () => {
  it('shows date, reading time, authors, tags, edit link and neighbours', async () => {
    const w = await open('/blog/lumen-2-0');
    expect(await w.page.textContent('h1')).toBe('Lumen 2.0');
    expect(await w.page.title()).toBe('Lumen 2.0 | Lumen');
    expect(await w.page.textContent('.blog-post__meta')).toBe('March 2, 2025 · One min read');
    expect(await w.page.locator('.blog-post__authors .author__name').allTextContents()).toEqual(['Ada Brightwell', 'Ben Okoro']);
    expect(await w.page.locator('.author__name a:has-text("Ada Brightwell")').getAttribute('href')).toBe('/blog/authors/ada');
    expect(await w.page.locator('.blog-post__footer .tag__link').allTextContents()).toEqual(['Release']);
    expect(await w.page.locator('a.edit-this-page').getAttribute('href')).toBe('https://github.com/lumen/lumen/edit/main/site/blog/2025-03-02-lumen-2-0.md');
    expect(await w.page.textContent('.markdown')).toContain('The rest of lumen 2.0');
    expect(await w.page.locator('.pagination-nav__link--prev .pagination-nav__label').textContent()).toBe('Faster renders');
    expect(await w.page.locator('.pagination-nav__link--next .pagination-nav__label').textContent()).toBe('The year ahead');
    expect(await w.page.locator('.blog-sidebar a[aria-current=page]').textContent()).toBe('Lumen 2.0');
    await w.context.close();
  });
});

describe('archive, tags and authors', () => {
  it('lists every post by year in the archive', async () => {
    const w = await open('/blog/archive');
    expect(await w.page.locator('.blog-archive__year h2').allTextContents()).toEqual(['2025', '2024', '2023']);
    expect(await w.page.locator('.blog-archive__year a').count()).toBe(12);
    await w.context.close();
  });

  it('lists tags and the posts of a tag', async () => {
    const w = await open('/blog/tags');
    expect(await w.page.locator('.tag__link').allTextContents()).toEqual(['Engineering4', 'News3', 'Notes3', 'Release2']);
    await waitForManifest(w.page);
    await w.page.click('.tag__link:has-text("Engineering")');
    await w.page.waitForSelector('h1:has-text("tagged with")');
    expect(await w.page.textContent('h1')).toBe('4 posts tagged with "Engineering"');
    expect(await w.page.textContent('.blog-list-header p')).toBe('How Lumen works inside.');
    expect(await titles(w)).toEqual(['Faster renders', 'Better layers', 'Springs explained', 'A deep dive into the timeline']);
    await w.context.close();
  });

  it('lists authors and the posts of an author', async () => {
    const w = await open('/blog/authors');
    expect(await w.page.locator('.authors-list .author__name').allTextContents()).toEqual(['Ada Brightwell', 'Ben Okoro']);
    await w.page.goto(siteUrl(sites.basic!.url, '/blog/authors/ben'));
    await waitForHydration(w.page);
    expect(await w.page.textContent('.blog-list-header .author__name')).toBe('Ben Okoro');
    expect(await w.page.textContent('.blog-list-header h2')).toBe('7 posts');
    expect(await titles(w)).toEqual(['Faster renders', 'Lumen 2.0', 'Community update', 'Summer sprint', 'A deep dive into the timeline']);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});
