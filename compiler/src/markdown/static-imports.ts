/**
 * Imports whose functions content may call at compile time, because what they return depends
 * only on their arguments and the site: `useBaseUrl` from `@docusaurus/useBaseUrl`
 * (`<video src={useBaseUrl('/clip.mp4')}>`). Their calls with static arguments become values
 * in the page, as Docusaurus's own render of them gives; other uses stay not static.
 */
import type { Program } from 'estree';
import { withBaseUrl, type BaseUrlOptions, type BaseUrlSite } from '../urls/with-base-url.js';
import { StaticFunction, type StaticResult, type StaticValue } from './static-value.js';

const isOptions = (v: StaticValue): v is BaseUrlOptions & { [key: string]: StaticValue } =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === undefined || typeof x === 'boolean');

function useBaseUrl(site: BaseUrlSite, name: string): StaticFunction {
  return new StaticFunction(name, (args): StaticResult => {
    const [url, options] = args;
    if (typeof url !== 'string') return { ok: false, reason: `\`${name}\` of a value that is not a string` };
    if (options !== undefined && !isOptions(options)) return { ok: false, reason: `\`${name}\` with options that are not static booleans` };
    return { ok: true, value: withBaseUrl(site, url, options) };
  });
}

/**
 * Binds in `env` the local names of the known imports of an ESM program (the default import of
 * `@docusaurus/useBaseUrl`, under whatever name). Without `site` (a compile that does not know
 * the site) nothing is bound.
 */
export function bindStaticImports(program: Program | undefined, env: Map<string, StaticValue | StaticFunction>, site: BaseUrlSite | undefined): void {
  if (!site) return;
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@docusaurus/useBaseUrl') continue;
    for (const s of statement.specifiers) if (s.type === 'ImportDefaultSpecifier') env.set(s.local.name, useBaseUrl(site, s.local.name));
  }
}
