import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MissingProviderError } from '../client/runtime-context.js';
import { StaticRouter, useLocation, useNavigate } from './Router.js';

function ShowLocation() {
  const l = useLocation();
  return <p>{JSON.stringify(l)}</p>;
}

describe('StaticRouter', () => {
  it('gives the rendered URL as the location, with the default key and no state', () => {
    const html = renderToString(
      <StaticRouter location="/docs/a?x=1#h">
        <ShowLocation />
      </StaticRouter>,
    );
    expect(html).toContain(JSON.stringify({ pathname: '/docs/a', search: '?x=1', hash: '#h', state: null, key: 'default' }).replace(/"/g, '&quot;'));
  });

  it('refuses to navigate while rendering on the server', () => {
    function Go() {
      useNavigate()('/elsewhere');
      return null;
    }
    expect(() =>
      renderToString(
        <StaticRouter location="/">
          <Go />
        </StaticRouter>,
      ),
    ).toThrow(/server/);
  });
});

describe('hooks outside a router', () => {
  it('throw MissingProviderError', () => {
    expect(() => renderToString(<ShowLocation />)).toThrow(MissingProviderError);
  });
});
