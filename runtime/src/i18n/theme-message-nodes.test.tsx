import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setCodeTranslations } from '../docusaurus/code-translations.js';
import { themeMessageNodes } from './theme-message-nodes.js';
import { setThemeLocale } from './theme-message.js';
import { themeCodeTranslations } from './theme-code-translations.js';

afterEach(() => {
  setThemeLocale('en');
  setCodeTranslations({});
});

describe('themeMessageNodes', () => {
  it('puts React nodes where the placeholders are, in the order the locale writes them', () => {
    const render = () => renderToStaticMarkup(<p>{themeMessageNodes('theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: <a href="/docs">3.0</a>, versionLabel: '3.0' })}</p>);
    expect(render()).toBe('<p>The current documentation is that of the <a href="/docs">3.0</a> (3.0).</p>');
    setCodeTranslations({ 'theme.docs.versions.latestVersionSuggestionLabel': '({versionLabel}) {latestVersionLink} {unknown}' });
    expect(render()).toBe('<p>(3.0) <a href="/docs">3.0</a> {unknown}</p>');
  });

  it('nest: the last-update sentence with its date and author parts', () => {
    setThemeLocale('fr');
    setCodeTranslations(themeCodeTranslations('fr'));
    const html = renderToStaticMarkup(
      <span>
        {themeMessageNodes('theme.lastUpdated.lastUpdatedAtBy', {
          atDate: themeMessageNodes('theme.lastUpdated.atDate', { date: <b>3 mars</b> }),
          byUser: themeMessageNodes('theme.lastUpdated.byUser', { user: <b>Ada</b> }),
        })}
      </span>,
    );
    expect(html).toBe('<span>Mis à jour le <b>3 mars</b> par <b>Ada</b></span>');
  });
});
