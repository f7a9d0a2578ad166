import type { IncomingMessage } from 'node:http';

/** An application id and API key pair (the hosted protocol's credentials). */
export interface SearchCredentials {
  appId: string;
  apiKey: string;
}

/**
 * The credentials a request carries: the `x-algolia-application-id` / `x-algolia-api-key`
 * headers, or the same names as query parameters (as browser clients send them).
 */
export function requestCredentials(req: IncomingMessage, query: URLSearchParams): Partial<SearchCredentials> {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    appId: header('x-algolia-application-id') ?? query.get('x-algolia-application-id') ?? undefined,
    apiKey: header('x-algolia-api-key') ?? query.get('x-algolia-api-key') ?? undefined,
  };
}

/** Whether `given` matches one of the accepted pairs (none configured: every request is accepted). */
export function credentialsAccepted(given: Partial<SearchCredentials>, accepted: readonly SearchCredentials[]): boolean {
  if (accepted.length === 0) return true;
  return accepted.some((pair) => pair.appId === given.appId && pair.apiKey === given.apiKey);
}
