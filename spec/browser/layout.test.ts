/**
 * Shared layout and theme (SPEC §1, §2 shared layout, §3, §4): skip link, announcement bar,
 * navbar items and logo, hide on scroll, dropdowns, footer, colour mode, desktop/mobile layout,
 * keyboard-navigation mode, and the document head.
 */
import { describe, expect, inject, it } from 'vitest';
import { siteUrl, waitForHydration, watchedPage } from './support/browser.js';
import { delay, pathOf, waitForManifest } from './support/helpers.js';
import { useSharedBrowser } from './support/shared-browser.js';

const sites = inject('sites');
const browser = useSharedBrowser();

async function open(path: string, options: Parameters<typeof watchedPage>[1] = {}) {
  const w = await watchedPage(browser(), options);
  await w.page.goto(siteUrl(sites.basic!.url, path));
  await waitForHydration(w.page);
  return w;
}

describe('skip to content', () => {
  it('is the first Tab stop and moves focus to the main content', async () => {
    const w = await open('/docs/concepts/timeline');
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await w.page.keyboard.press('Enter');
    // Focus is on the page's one <main> (beside the docs sidebar, not before it) ...
    expect(await w.page.evaluate(() => [document.querySelectorAll('main').length, document.activeElement?.tagName, !!document.activeElement?.closest('.docs-sidebar-container')])).toEqual([1, 'MAIN', false]);
    // ... so the next Tab stop is in the content, not in the sidebar.
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => [!!document.activeElement?.closest('main'), !!document.activeElement?.closest('.docs-sidebar-container')])).toEqual([true, false]);
    await w.context.close();
  });
});

describe('announcement bar', () => {
  it('shows the configured content and colours, stays dismissed, and comes back when its id changes', async () => {
    const w = await open('/');
    const bar = w.page.locator('.announcement-bar');
    expect(await bar.textContent()).toContain('Lumen 2.0 is out!');
    expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(30, 58, 138)', 'rgb(255, 255, 255)']);
    await bar.locator('button[aria-label=Close]').click();
    expect(await bar.count()).toBe(0);
    expect(await w.page.evaluate(() => [localStorage.getItem('sitegraph.announcement.dismiss'), localStorage.getItem('sitegraph.announcement.id')])).toEqual(['true', 'release-2-0']);
    await w.page.reload();
    await waitForHydration(w.page);
    expect(await w.page.locator('.announcement-bar').count()).toBe(0);
    // A new bar (another id) is shown again.
    await w.page.evaluate(() => localStorage.setItem('sitegraph.announcement.id', 'an-older-bar'));
    await w.page.reload();
    await waitForHydration(w.page);
    expect(await w.page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });

  it('is hidden before hydration when dismissed (no flash)', async () => {
    const w = await watchedPage(browser());
    await w.context.addInitScript(() => {
      localStorage.setItem('sitegraph.announcement.dismiss', 'true');
      localStorage.setItem('sitegraph.announcement.id', 'release-2-0');
    });
    await w.page.route('**/assets/entry-client-*.js', (r) => r.abort());
    await w.page.goto(siteUrl(sites.basic!.url, '/'));
    expect(await w.page.locator('.announcement-bar').count()).toBe(1);
    expect(await w.page.locator('.announcement-bar').isVisible()).toBe(false);
    await w.context.close();
  });
});

describe('navbar', () => {
  it('renders every item type with its target, left and right', async () => {
    const w = await open('/blog');
    const left = w.page.locator('.navbar__items:not(.navbar__items--right)');
    const right = w.page.locator('.navbar__items--right');
    expect(await left.locator('a.navbar__link:has-text("Guide")').getAttribute('href')).toBe('/docs/');
    expect(await left.locator('a.navbar__link:has-text("API")').getAttribute('href')).toBe('/docs/api/render');
    expect(await left.locator('a.navbar__link:has-text("Blog")').getAttribute('class')).toContain('navbar__link--active');
    expect(await right.locator('a:has-text("GitHub")').getAttribute('target')).toBe('_blank');
    expect(await right.locator('.navbar-html-item').textContent()).toBe('v2');
    expect(await right.locator('.navbar__search a').getAttribute('href')).toBe('/search');
    expect(await right.locator('.docs-version-dropdown > a').textContent()).toBe('2.x');
    await w.context.close();
  });

  it('opens dropdowns with nested items on click and closes them on an outside click', async () => {
    const w = await open('/blog');
    const more = w.page.locator('.dropdown:has(> a:has-text("More"))');
    await more.locator('> a').click();
    expect(await more.getAttribute('class')).toContain('dropdown--show');
    expect(await more.locator('.dropdown__menu a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['About', '/about'],
      ['Showcase', '/showcase'],
      ['Store', 'https://store.example.org'],
    ]);
    expect(await more.locator('.dropdown__menu .dropdown-separator').count()).toBe(1);
    await w.page.mouse.click(600, 500);
    expect(await more.getAttribute('class')).not.toContain('dropdown--show');
    await w.context.close();
  });

  it('keeps path, query and hash in the locale dropdown', async () => {
    const w = await open('/docs/getting-started/install?tab=npm#next-steps');
    const hrefs = await w.page.locator('.locale-dropdown .dropdown__menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/docs/getting-started/install?tab=npm#next-steps', '/fr/docs/getting-started/install?tab=npm#next-steps']);
    await w.context.close();
  });

  it('links the logo to the site root and opens the brand page in a new tab on right-click', async () => {
    const w = await open('/docs/concepts/timeline');
    const brand = w.page.locator('.navbar .navbar__brand');
    expect(await brand.getAttribute('href')).toBe('/');
    const popup = w.context.waitForEvent('page');
    await brand.click({ button: 'right' });
    const tab = await popup;
    expect(new URL(tab.url()).pathname).toBe('/brand');
    await brand.click();
    await w.page.waitForSelector('h1:has-text("Lumen")');
    expect(pathOf(w.page)).toBe('/');
    await w.context.close();
  });

  it('hides on scroll down and shows again on scroll up', async () => {
    const w = await open('/docs/concepts/advanced/long-page');
    const navbar = w.page.locator('nav.navbar');
    await w.page.mouse.wheel(0, 1500);
    await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
    await w.page.mouse.wheel(0, -300);
    await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
    await w.context.close();
  });
});

describe('footer', () => {
  it('has titled link columns, a 32 px logo switching with colour mode, the copyright year and the made-with note', async () => {
    const w = await open('/');
    const footer = w.page.locator('footer.footer');
    expect(await footer.locator('.footer__title').allTextContents()).toEqual(['Product', 'Community', 'More']);
    expect(await footer.locator('a:has-text("Guide")').getAttribute('href')).toBe('/docs/');
    expect(await footer.locator('a:has-text("Chat")').getAttribute('href')).toBe('https://chat.example.org');
    expect(await footer.locator('.footer-html-link').textContent()).toBe('Social');
    expect(await footer.locator('.footer__copyright').textContent()).toBe('Copyright © 2025 Lumen Labs');
    expect(await footer.locator('.footer__made-with').textContent()).toBe('Made with sitegraph.');
    const visibleLogo = () => footer.locator('.footer__logo:visible').evaluate((img: HTMLImageElement) => [new URL(img.src).pathname, img.getBoundingClientRect().height]);
    expect(await visibleLogo()).toEqual(['/img/logo.svg', 32]);
    await w.page.click('.navbar__items--right .color-mode-toggle');
    expect(await visibleLogo()).toEqual(['/img/logo-dark.svg', 32]);
    await w.context.close();
  });
});

describe('colour mode', () => {
  it('defaults to light, toggles to dark, stores the choice under "theme" and applies it before first paint', async () => {
    const w = await open('/');
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light');
    await w.page.click('.navbar__items--right .color-mode-toggle');
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await w.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Without the app's JavaScript the head script alone applies the stored choice.
    await w.page.route('**/assets/entry-client-*.js', (r) => r.abort());
    await w.page.reload();
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark');
    await w.context.close();
  });

  it('follows prefers-color-scheme when nothing is stored, and a stored choice wins', async () => {
    const w = await open('/', { colorScheme: 'dark' });
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await w.page.getAttribute('.navbar__items--right .color-mode-toggle', 'data-color-mode')).toBe('dark');
    await w.page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => w.page.getAttribute('html', 'data-theme')).toBe('light');
    await w.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await w.page.reload();
    await waitForHydration(w.page);
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});

describe('storage', () => {
  it('warns once when localStorage is unavailable and keeps working without it', async () => {
    const w = await watchedPage(browser());
    await w.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await w.page.goto(siteUrl(sites.basic!.url, '/docs/getting-started/install'));
    await waitForHydration(w.page);
    await w.page.click('.navbar__items--right .color-mode-toggle');
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark');
    await w.page.click('.announcement-bar button[aria-label=Close]');
    expect(await w.page.locator('.announcement-bar').count()).toBe(0);
    const warnings = w.logs.filter((l) => l.includes('localStorage is not available'));
    expect(warnings).toHaveLength(1);
    expect(w.logs.filter((l) => l.startsWith('pageerror'))).toEqual([]);
    expect(w.hydrationProblems()).toEqual([]);
    await w.context.close();
  });
});

describe('responsive layout', () => {
  it('uses the mobile menu below 996 px with the page sidebar and a back button, closed again at desktop width', async () => {
    const w = await open('/docs/concepts/easing', { viewport: { width: 390, height: 800 } });
    expect(await w.page.isVisible('.navbar__toggle')).toBe(true);
    expect(await w.page.isVisible('.navbar__items a.navbar__link:has-text("Guide")')).toBe(false);
    expect(await w.page.isVisible('.docs-sidebar-container')).toBe(false);
    await w.page.click('.navbar__toggle');
    const menu = w.page.locator('.navbar-sidebar');
    await menu.waitFor();
    expect(await menu.locator('a[aria-current=page]').textContent()).toBe('Easing');
    await menu.locator('button:has-text("← Back to main menu")').click();
    expect(await menu.locator('.navbar-sidebar__primary a:has-text("Guide")').count()).toBe(1);
    await w.page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => w.page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await w.page.isVisible('.docs-sidebar-container')).toBe(true);
    await w.context.close();
  });

  it('closes the mobile menu after following a link', async () => {
    const w = await open('/', { viewport: { width: 390, height: 800 } });
    await waitForManifest(w.page);
    await w.page.click('.navbar__toggle');
    await w.page.click('.navbar-sidebar a:has-text("Blog")');
    await w.page.waitForSelector('.blog-post--preview');
    expect(await w.page.locator('.navbar-sidebar').count()).toBe(0);
    await w.context.close();
  });
});

describe('keyboard navigation mode', () => {
  it('turns on with Tab and off with a mouse press', async () => {
    const w = await open('/');
    const has = () => w.page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
    expect(await has()).toBe(false);
    await w.page.keyboard.press('Tab');
    expect(await has()).toBe(true);
    await w.page.mouse.down();
    await w.page.mouse.up();
    expect(await has()).toBe(false);
    await w.context.close();
  });
});

describe('document head', () => {
  it('titles pages "page | site" and sets description, canonical URL and social image', async () => {
    const w = await open('/docs/api/render');
    expect(await w.page.title()).toBe('render() | Lumen');
    const meta = (sel: string) => w.page.getAttribute(sel, 'content');
    expect(await meta('meta[name=description]')).toBe('Renders a scene to a file.');
    expect(await w.page.getAttribute('link[rel=canonical]', 'href')).toBe('https://lumen.example.org/docs/api/render');
    expect(await meta('meta[property="og:image"]')).toBe('https://lumen.example.org/img/social.png');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // after client navigation the head follows
    await waitForManifest(w.page);
    await w.page.click('.pagination-nav__link--next');
    await w.page.waitForSelector('h1:has-text("Components")');
    await expect.poll(() => w.page.title()).toBe('Components | Lumen');
    expect(await w.page.getAttribute('link[rel=canonical]', 'href')).toBe('https://lumen.example.org/docs/api/components');
    expect(await w.page.locator('meta[name=description]').count()).toBe(1);
    await delay(10);
    await w.context.close();
  });
});
