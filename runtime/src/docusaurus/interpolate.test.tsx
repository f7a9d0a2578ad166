import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.js';
import { translate } from './Translate.js';

describe('interpolate', () => {
  it('replaces placeholders with string values, leaving unknown ones as written', () => {
    expect(interpolate('{count} posts by {name} in {place}', { count: 3, name: 'Ada' })).toBe('3 posts by Ada in {place}');
    expect(interpolate('no values')).toBe('no values');
  });

  it('keeps React elements among the parts', () => {
    expect(renderToStaticMarkup(<>{interpolate('See {link}.', { link: <a href="/x">this</a> })}</>)).toBe('See <a href="/x">this</a>.');
  });

  it('is what translate returns in the default locale', () => {
    expect(translate({ id: 'home.welcome', message: 'Welcome to {site}' }, { site: 'Orbit' })).toBe('Welcome to Orbit');
  });
});
