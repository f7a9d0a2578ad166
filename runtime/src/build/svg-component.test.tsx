import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSvg, reactAttributeName, svgComponentCode } from './svg-component.js';

const SVG = `<?xml version="1.0"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="logo" viewBox="0 0 10 10" style="fill-opacity: .5; --tone: red" stroke-width='2'><rect width="10" height="10"/></svg>`;

/** The component the generated module exports, evaluated in place. */
async function load(code: string) {
  const url = `data:text/javascript,${encodeURIComponent(code.replace("from 'react'", `from ${JSON.stringify(import.meta.resolve('react'))}`))}`;
  return ((await import(/* @vite-ignore */ url)) as { default: (props: Record<string, unknown>) => null }).default;
}

describe('svg components', () => {
  it('names attributes as React does', () => {
    expect(['class', 'stroke-width', 'xmlns:xlink', 'xlink:href', 'data-x', 'aria-hidden', 'viewBox'].map(reactAttributeName)).toEqual(['className', 'strokeWidth', 'xmlnsXlink', 'xlinkHref', 'data-x', 'aria-hidden', 'viewBox']);
  });

  it('reads the root attributes and the inner markup', () => {
    expect(parseSvg(SVG)).toEqual({
      props: { xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink', className: 'logo', viewBox: '0 0 10 10', style: { fillOpacity: '.5', '--tone': 'red' }, strokeWidth: '2' },
      inner: '<rect width="10" height="10"/>',
    });
    expect(() => parseSvg('<p>no</p>')).toThrow('no <svg>');
  });

  it('renders the SVG with the props given and a title', async () => {
    const Svg = await load(svgComponentCode(SVG));
    const html = renderToStaticMarkup(<Svg className="feature" role="img" title="A & B" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="feature" viewBox="0 0 10 10" style="fill-opacity:.5;--tone:red" stroke-width="2" role="img"><title>A &amp; B</title><rect width="10" height="10"/></svg>',
    );
  });
});
