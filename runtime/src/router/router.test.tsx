import { createMemoryHistory, type History } from 'history';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MissingProviderError } from '../client/runtime-context.js';
import { navigateWith, useLocation, useNavigate, withTransitions } from './Router.js';
import { StaticRouter } from './StaticRouter.js';

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

  it('renders raw and encoded paths that history 4 could not decode as such', () => {
    for (const location of ['/docs/100%', '/docs/100%25']) {
      const html = renderToString(
        <StaticRouter location={location}>
          <ShowLocation />
        </StaticRouter>,
      );
      expect(html, location).toContain('&quot;pathname&quot;:&quot;/docs/100%&quot;');
    }
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
    function Go() {
      useNavigate();
      return null;
    }
    expect(() => renderToString(<Go />)).toThrow(MissingProviderError);
  });
});

describe('navigateWith', () => {
  const setup = (path = '/docs/intro') => {
    const history = createMemoryHistory({ initialEntries: [path] });
    const assigned: string[] = [];
    return { history, assigned, navigate: navigateWith(history, (url) => assigned.push(url)) };
  };

  it('pushes absolute paths with their state, replaces on request, and moves by a delta', () => {
    const { history, navigate } = setup();
    navigate('/search?q=a%20b', { state: { from: 'intro' } });
    expect(history.length).toBe(2);
    expect(history.location).toMatchObject({ pathname: '/search', search: '?q=a%20b', hash: '', state: { from: 'intro' } });
    expect(history.location.key).toMatch(/^[0-9a-z]+$/);
    navigate('/blog', { replace: true });
    expect(history.length).toBe(2);
    expect(history.location).toMatchObject({ pathname: '/blog', state: null });
    navigate(-1);
    expect(history.location.pathname).toBe('/docs/intro');
  });

  it('resolves hashes, queries and relative paths against the current path', () => {
    const { history, navigate } = setup('/docs/a/b');
    navigate('#part');
    expect(history.location).toMatchObject({ pathname: '/docs/a/b', hash: '#part' });
    navigate('?q=1');
    expect(history.location).toMatchObject({ pathname: '/docs/a/b', search: '?q=1', hash: '' });
    navigate('next');
    expect(history.location.pathname).toBe('/docs/a/next');
    navigate('../blog/');
    expect(history.location.pathname).toBe('/docs/blog/');
  });

  it('navigates to raw paths with a % sign (a doc 100%.md)', () => {
    const { history, navigate, assigned } = setup();
    navigate('/docs/100%#top');
    expect(history.location).toMatchObject({ pathname: '/docs/100%', hash: '#top' });
    expect(assigned).toEqual([]);
  });

  it('falls back to a full page load when the History API fails, but not for an uncloneable state', () => {
    const failing = (error: Error): History => ({
      ...createMemoryHistory(),
      push: () => {
        throw error;
      },
    });
    const assigned: string[] = [];
    navigateWith(failing(new DOMException('Too many calls', 'SecurityError')), (url) => assigned.push(url))('/docs/x');
    expect(assigned).toEqual(['/docs/x']);
    const clone = new DOMException('could not be cloned', 'DataCloneError');
    expect(() => navigateWith(failing(clone), (url) => assigned.push(url))('/docs/y', { state: () => {} })).toThrow(clone);
    expect(assigned).toEqual(['/docs/x']);
  });
});

describe('withTransitions', () => {
  it('passes every location change to the listeners and keeps the history live', () => {
    const history = createMemoryHistory();
    const wrapped = withTransitions(history);
    const seen: string[] = [];
    const unlisten = wrapped.listen((location, action) => seen.push(`${action} ${location.pathname}`));
    wrapped.push('/a');
    history.push('/b');
    wrapped.replace('/c');
    expect(seen).toEqual(['PUSH /a', 'PUSH /b', 'REPLACE /c']);
    expect(wrapped.location.pathname).toBe('/c');
    expect(wrapped.length).toBe(3);
    unlisten();
    wrapped.push('/d');
    expect(seen).toHaveLength(3);
  });
});
