/** Id of the wrong-base-URL banner. */
export const BASE_URL_BANNER_ID = '__sg-base-url-issue-banner';

/**
 * The inline script of the home page that shows a red banner when the page is served from a
 * path outside the configured `baseUrl` (SPEC §2): then the site's scripts and styles cannot
 * load, and the banner says which base URL would work.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  return `(function(){var b=${JSON.stringify(baseUrl)},p=location.pathname;if(p.indexOf(b)===0)return;var s=p.replace(/index\\.html$/,"");if(!/\\/$/.test(s))s+="/";var d=document.createElement("div");d.id=${JSON.stringify(BASE_URL_BANNER_ID)};d.setAttribute("role","alert");d.style.cssText="background:#c00;color:#fff;font:16px/1.4 system-ui,sans-serif;padding:16px;text-align:center";d.textContent="This site did not load properly: it is configured for the base URL "+b+" but is served from "+p+". Its styles and scripts are missing. Try the base URL "+s+" in the site configuration.";document.body.insertBefore(d,document.body.firstChild)})();`;
}
