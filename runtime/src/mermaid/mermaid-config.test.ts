import { describe, expect, it } from 'vitest';
import { resolveMermaidConfig } from './mermaid-config.js';

describe('resolveMermaidConfig', () => {
  it("defaults to Docusaurus's themes, default in light and dark in dark", () => {
    expect(resolveMermaidConfig({})).toEqual({ theme: { light: 'default', dark: 'dark' }, options: {} });
  });
  it('reads themeConfig.mermaid.theme and options', () => {
    expect(resolveMermaidConfig({ mermaid: { theme: { light: 'neutral' }, options: { fontSize: 18 } } })).toEqual({ theme: { light: 'neutral', dark: 'dark' }, options: { fontSize: 18 } });
  });
});
