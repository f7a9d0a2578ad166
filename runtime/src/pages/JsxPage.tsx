import { useMemo } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { ManifestRoute } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { Loadable, type ModuleLoader } from '../router/Loadable.js';
import { SiteCodeLinks } from '../router/link-collector.js';

/**
 * A React page of the site (`src/pages/*.tsx`): its module's default export, loaded lazily with
 * the states of SPEC §4 (spinner after 200 ms, red error box with Retry, default export required).
 */
export function JsxPage({ route }: { route: ManifestRoute }) {
  const runtime = useSiteRuntime();
  const source = route.module ?? '';
  const loader = useMemo<ModuleLoader>(
    () => ({
      name: source,
      peek: () => runtime.modules.peek(source),
      load: () => runtime.modules.load(source),
    }),
    [runtime, source],
  );
  return (
    <>
      <PageMeta title={null} />
      <div className="jsx-page">
        <SiteCodeLinks source={source}>
          <Loadable loader={loader} props={{}} />
        </SiteCodeLinks>
      </div>
    </>
  );
}
