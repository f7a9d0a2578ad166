/**
 * Background fetching of pages (SPEC §2, §7): a `<link rel="prefetch">` hint where the browser
 * supports it, else a GET with credentials that succeeds only on status 200. Skipped on slow
 * (2g) or data-saving connections.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** True when the connection is 2g (or slower) or the visitor asked to save data. */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}

/** Whether prefetching should be skipped for this browser. */
export function shouldSkipPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true;
  return isSlowConnection((navigator as Navigator & { connection?: NetworkInformationLike }).connection);
}

function supportsLinkPrefetch(): boolean {
  try {
    const link = document.createElement('link');
    return !!link.relList && typeof link.relList.supports === 'function' && link.relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Prefetches `url` with a link hint, or a credentialed GET that must answer 200. */
export function prefetchUrl(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (supportsLinkPrefetch()) {
    return new Promise((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Prefetch of ${url} failed`));
      (document.head ?? document.getElementsByTagName('script')[0]?.parentNode)?.appendChild(link);
    });
  }
  return fetch(url, { credentials: 'include' }).then((response) => {
    if (response.status !== 200) throw new Error(`Prefetch of ${url} failed: HTTP ${response.status}`);
  });
}
