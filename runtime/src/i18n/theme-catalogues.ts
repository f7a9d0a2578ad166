import { AR } from './catalogues/ar.js';
import { DE } from './catalogues/de.js';
import { EN } from './catalogues/en.js';
import { ES } from './catalogues/es.js';
import { FR } from './catalogues/fr.js';
import { JA } from './catalogues/ja.js';
import { ZH } from './catalogues/zh.js';

/**
 * The theme's own strings, keyed by Docusaurus theme-classic's message ids (so a site's existing
 * `code.json` overrides them), in English and in the languages this project ships: French,
 * German, Spanish, Japanese, Chinese and Arabic, one file each in `catalogues/`. The
 * translations are this project's own.
 */
export { EN };

/** One of the theme's message ids: a key of the English catalogue. */
export type ThemeMessageId = keyof typeof EN;

/** A catalogue: every theme message id's text in one language. */
export type ThemeCatalogue = Readonly<Record<ThemeMessageId, string>>;

/** Every theme message id, in the English catalogue's order. */
export const THEME_MESSAGE_IDS = Object.keys(EN) as ThemeMessageId[];

/** Catalogues by language subtag (the part of a locale before `-`), English included. */
export const THEME_CATALOGUES: Readonly<Record<string, ThemeCatalogue>> = { en: EN, fr: FR, de: DE, es: ES, ja: JA, zh: ZH, ar: AR };
