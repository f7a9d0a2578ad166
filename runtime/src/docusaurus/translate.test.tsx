import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from './code-translations.js';
import Translate, { translate } from './Translate.js';

afterEach(() => setCodeTranslations({}));

describe('translate() and <Translate> with a locale’s code.json', () => {
  it('use the message of the id, else of the message itself, else the message', () => {
    setCodeTranslations({ 'home.greeting': 'Bonjour {name}', 'Read more': 'Lire la suite' });
    expect(translate({ id: 'home.greeting', message: 'Hello {name}' }, { name: 'Ada' })).toBe('Bonjour Ada');
    expect(translate({ message: 'Read more' })).toBe('Lire la suite');
    expect(translate({ id: 'other', message: 'Untranslated' })).toBe('Untranslated');
    expect(renderToStaticMarkup(<Translate id="home.greeting" values={{ name: 'Ada' }}>{'Hello {name}'}</Translate>)).toBe('Bonjour Ada');
  });
  it('without code.json give the message', () => {
    expect(translate({ id: 'home.greeting', message: 'Hello' })).toBe('Hello');
    expect(renderToStaticMarkup(<Translate id="x">Hi</Translate>)).toBe('Hi');
  });
});
