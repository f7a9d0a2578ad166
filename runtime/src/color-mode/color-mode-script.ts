import { COLOR_MODE_STORAGE_KEY, DARK_MEDIA_QUERY, type ColorModeConfig } from './color-mode.js';

/**
 * The inline script placed in `<head>` of every prerendered page: it sets `data-theme` on
 * `<html>` before first paint, with the same rule as {@link chooseColorMode}, so a stored dark
 * choice never flashes light. Failures of storage or matchMedia fall back to the default.
 */
export function colorModeScript(config: ColorModeConfig): string {
  return `(function(){var d=${JSON.stringify(config.defaultMode)},r=${config.respectPrefersColorScheme ? 'true' : 'false'},t=null;try{t=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}if(t!=="light"&&t!=="dark"){t=d;if(r){try{t=window.matchMedia(${JSON.stringify(DARK_MEDIA_QUERY)}).matches?"dark":"light"}catch(e){}}}document.documentElement.setAttribute("data-theme",t)})();`;
}
