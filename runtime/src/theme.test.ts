import { describe, expect, it } from 'vitest';
import * as theme from './theme.js';

describe('theme API for site code', () => {
  it('exports the components and hooks pages use', () => {
    expect(Object.keys(theme).sort()).toEqual([
      'Admonition',
      'CodeBlock',
      'Details',
      'Layout',
      'Link',
      'LoadError',
      'Loadable',
      'LoadingSpinner',
      'MissingDefaultExportError',
      'PageMeta',
      'SearchPage',
      'TabItem',
      'Tabs',
      'lazyComponent',
      'smoothScrollTo',
      'storageSlot',
      'useColorMode',
      'useHydrated',
      'useLocation',
      'useNavigate',
      'usePreferredVersion',
      'useRouteState',
      'useShell',
      'useSiteRuntime',
      'useThemeConfig',
      'useWindowSize',
    ]);
  });
});
