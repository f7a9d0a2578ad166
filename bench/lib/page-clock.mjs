// The search figures' page clock (issue #40): times taken inside the page, with its own
// `performance.now()`, so that the bench's round trips to the browser (Playwright's actionability
// checks, `fill`, polling for a selector: about 200 ms a search on this machine) are not counted.
// "First hit" is from the pointer reaching the search button (its first `pointerover`) to the
// first element matching the hit selector in the DOM; "follow-up" from the `input` event of the
// second query to the first hit whose link differs from the first query's.

/**
 * Installs the page clock in `page` before its scripts run (`page.addInitScript`): it watches
 * `buttonSelector` for the pointer and the DOM for `hitSelector`.
 */
export async function installPageClock(page, { buttonSelector, hitSelector }) {
  await page.addInitScript(({ buttonSelector, hitSelector }) => {
    const clock = (window.__benchClock = { pointer: null, hit: null, inputs: [], hits: [] });
    addEventListener('pointerover', (event) => {
      if (clock.pointer === null && event.target instanceof Element && event.target.closest(buttonSelector)) clock.pointer = performance.now();
    }, true);
    addEventListener('input', () => clock.inputs.push(performance.now()), true);
    let lastHref = null;
    const observe = () => {
      const hit = document.querySelector(hitSelector);
      if (!hit) return;
      const href = (hit.matches('a') ? hit : hit.querySelector('a'))?.getAttribute('href') ?? hit.textContent;
      if (href === lastHref) return;
      lastHref = href;
      clock.hits.push([performance.now(), href]);
      if (clock.hit === null) clock.hit = performance.now();
    };
    new MutationObserver(observe).observe(document, { subtree: true, childList: true, characterData: true });
  }, { buttonSelector, hitSelector });
}

/**
 * Reads the page clock after a first query and, optionally, a follow-up: first hit (pointer →
 * first hit) and follow-up (the follow-up's first `input` event → the first hit that came after
 * it with another link), in ms; null when not seen.
 *
 * @param followUpInputAt how many `input` events came before the follow-up was typed
 */
export async function readPageClock(page, followUpInputAt = null) {
  const clock = await page.evaluate(() => window.__benchClock);
  const firstHitMs = clock.pointer !== null && clock.hit !== null ? clock.hit - clock.pointer : null;
  let followUpMs = null;
  if (followUpInputAt !== null && clock.inputs.length > followUpInputAt) {
    const typed = clock.inputs[followUpInputAt];
    const later = clock.hits.find(([at]) => at >= typed);
    if (later) followUpMs = later[0] - typed;
  }
  return { firstHitMs, followUpMs };
}
