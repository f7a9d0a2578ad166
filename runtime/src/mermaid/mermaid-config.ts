/** Mermaid's options from `themeConfig.mermaid`, Docusaurus's defaults applied. */
export interface MermaidConfig {
  /** Mermaid theme for each colour mode (default `default` in light, `dark` in dark). */
  theme: { light: string; dark: string };
  /** Further options passed to `mermaid.initialize` (`themeConfig.mermaid.options`). */
  options: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads `themeConfig.mermaid` (`{theme: {light, dark}, options}`), as Docusaurus's theme-mermaid does. */
export function resolveMermaidConfig(themeConfig: Record<string, unknown>): MermaidConfig {
  const own = isRecord(themeConfig.mermaid) ? themeConfig.mermaid : {};
  const theme = isRecord(own.theme) ? own.theme : {};
  return {
    theme: {
      light: typeof theme.light === 'string' ? theme.light : 'default',
      dark: typeof theme.dark === 'string' ? theme.dark : 'dark',
    },
    options: isRecord(own.options) ? own.options : {},
  };
}
