/**
 * Renders one diagram to SVG with the `mermaid` package, imported on first use so that its chunk
 * loads only on pages that show a diagram. Renders run one after another: `initialize` sets
 * global options (the theme), which must not change under a render in progress.
 */
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

export function renderMermaid(source: string, theme: string, options: Record<string, unknown>): Promise<string> {
  const run = queue.then(async () => {
    const { default: mermaid } = await import('mermaid');
    // The site's options, then what the runtime must own: it renders on demand, with this theme.
    mermaid.initialize({ ...options, startOnLoad: false, theme: theme as 'default' });
    const { svg } = await mermaid.render(`sg-mermaid-${++counter}`, source);
    return svg;
  });
  queue = run.catch(() => undefined);
  return run;
}
