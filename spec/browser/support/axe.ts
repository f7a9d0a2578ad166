/** Accessibility check with axe-core (the engine of the axe tools) injected into the page. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser script (what `@axe-core/playwright` injects too). */
export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe on the elements matching `selector` (WCAG 2 A/AA rules) and returns its violations as `rule: target…` lines. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (sel) => {
    const result = await (window as any).axe.run(sel, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((v: any) => v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`));
  }, selector);
}
