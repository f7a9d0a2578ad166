import { useEffect, useState } from 'react';
import { useColorMode } from '../color-mode/ColorModeProvider.js';
import { useThemeConfig } from '../client/runtime-context.js';
import { resolveMermaidConfig } from './mermaid-config.js';
import { renderMermaid } from './render-mermaid.js';

/**
 * `@theme/Mermaid`: a diagram (```` ```mermaid ```` with `markdown.mermaid` on). The prerendered
 * page and the hydration render hold the source; after hydration the `mermaid` package is loaded
 * and the SVG replaces it, rendered again with the other theme when the colour mode changes
 * (`themeConfig.mermaid.theme`). A diagram that does not parse keeps its source and logs why.
 */
export function Mermaid({ value }: { value: string }) {
  const { colorMode } = useColorMode();
  const config = resolveMermaidConfig(useThemeConfig());
  const theme = config.theme[colorMode];
  const [svg, setSvg] = useState<string | null>(null);
  const options = JSON.stringify(config.options);
  useEffect(() => {
    let current = true;
    renderMermaid(value, theme, JSON.parse(options) as Record<string, unknown>).then(
      (out) => current && setSvg(out),
      (error: unknown) => console.error('The Mermaid diagram could not be rendered.', error),
    );
    return () => {
      current = false;
    };
  }, [value, theme, options]);
  return (
    <div className="docusaurus-mermaid-container" data-mermaid-theme={svg === null ? undefined : theme}>
      {svg === null ? <pre className="mermaid">{value}</pre> : <div dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}
