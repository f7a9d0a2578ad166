/**
 * What a screenshot must show, checked against the page it was taken of: the PNG has the
 * viewport's size, the navbar's corner has the navbar's computed background colour (light and dark
 * differ), and the page's first visible heading (the `h1`, or where it is visually hidden as on a
 * blog list, the first `h2`) holds its text colour: it was drawn, not a blank or half-painted frame. The PNG is decoded by the page's own image decoder (createImageBitmap).
 */
import type { Page } from 'playwright-core';

/** Most a channel of a sampled pixel may differ from the expected colour (0–255; antialiasing, colour management). */
export const CHANNEL_TOLERANCE = 24;

/** What the screenshot did not show, as sentences (empty when it shows the page). */
export async function screenshotMismatches(page: Page, png: Buffer): Promise<string[]> {
  return page.evaluate(
    async ({ base64, tolerance }) => {
      const problems: string[] = [];
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
      const near = (a: number[], b: number[]) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]!) <= tolerance);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = window.devicePixelRatio;
      if (bitmap.width !== Math.round(innerWidth * scale) || bitmap.height !== Math.round(innerHeight * scale)) problems.push(`size ${bitmap.width}×${bitmap.height}, viewport ${innerWidth}×${innerHeight}`);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const pixel = (x: number, y: number) => [...ctx.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data];

      const navbar = document.querySelector('nav.navbar, .navbar');
      if (!navbar) problems.push('no navbar on the page');
      else {
        const r = navbar.getBoundingClientRect();
        const bg = rgb(getComputedStyle(navbar).backgroundColor);
        const seen = pixel(r.left + 2, r.top + 2);
        if (bg[3] !== 0 && !near(seen, bg)) problems.push(`navbar corner is rgb(${seen.slice(0, 3)}), its background rgb(${bg.slice(0, 3)})`);
      }
      const h1 = [...document.querySelectorAll('h1, h2')].find((h) => h.getBoundingClientRect().height >= 8);
      if (!h1) problems.push('no visible h1 or h2 on the page');
      else {
        const r = h1.getBoundingClientRect();
        const ink = rgb(getComputedStyle(h1).color);
        const x0 = Math.max(0, Math.floor(r.left)), y0 = Math.max(0, Math.floor(r.top));
        const w = Math.min(innerWidth, Math.ceil(r.right)) - x0, h = Math.min(innerHeight, Math.ceil(r.bottom)) - y0;
        if (w <= 0 || h <= 0) problems.push(`the ${h1.tagName.toLowerCase()} is outside the viewport`);
        else {
          const data = ctx.getImageData(Math.round(x0 * scale), Math.round(y0 * scale), Math.round(w * scale), Math.round(h * scale)).data;
          let inked = 0;
          for (let i = 0; i < data.length; i += 4) if (near([data[i]!, data[i + 1]!, data[i + 2]!], ink)) inked++;
          // A heading's glyph stems are solid text colour: at least 1% of its box.
          if (inked < (data.length / 4) * 0.01) problems.push(`the ${h1.tagName.toLowerCase()} box has ${inked} pixels of its text colour rgb(${ink.slice(0, 3)})`);
        }
      }
      return problems;
    },
    { base64: png.toString('base64'), tolerance: CHANNEL_TOLERANCE },
  );
}
