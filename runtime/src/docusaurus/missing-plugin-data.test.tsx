import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';
import { MissingPluginDataContext, missingPluginDataNote } from './missing-plugin-data.js';
import { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

describe('global data of plugins that did not run', () => {
  it('is undefined, as Docusaurus gives it, and each plugin asked for is reported', () => {
    const { graph, chunks } = goldenGraph(FEATURES);
    const reported: string[] = [];
    const values: unknown[] = [];
    function AsksForData() {
      values.push(usePluginData('electron-releases'), usePluginData('docusaurus-plugin-content-docs'), usePluginData('ads', 'sidebar'), useAllPluginInstancesData('search-extra'));
      return null;
    }
    function Footer() {
      return (
        <MissingPluginDataContext.Provider value={(name, id) => reported.push(id ? `${name}@${id}` : name)}>
          <AsksForData />
        </MissingPluginDataContext.Provider>
      );
    }
    renderApp(planFor(graph, chunks), '/blog', {}, {}, { Footer });
    expect(values[0]).toBeUndefined();
    expect(values[1]).toMatchObject({ path: expect.any(String) });
    expect(values[2]).toBeUndefined();
    expect(reported).toEqual(['electron-releases', 'ads@sidebar', 'search-extra']);
  });

  it('are named in the note a failed prerender gets', () => {
    expect(missingPluginDataNote(['electron-releases'])).toBe(
      'usePluginData("electron-releases") found no global data: sitegraph runs no plugin of that name (see the config/unsupported-plugin warnings), so its data is missing',
    );
    expect(missingPluginDataNote(['a', 'b@x'])).toMatch(/^usePluginData\("a"\), usePluginData\("b", "x"\) found no global data: sitegraph runs no plugin of those names/);
  });
});
