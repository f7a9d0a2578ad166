// The 3-locale variant of a bench tree (issue #38): the same site with `fr` and `ar` added to
// i18n.locales and every doc and blog post translated in Docusaurus's i18n layout
// (i18n/<locale>/docusaurus-plugin-content-docs/current/…, …-blog/…). A translation is the
// default text with a line of the locale added, so every locale's bodies are parsed (none is a
// cache hit of another's).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const EXTRA_LOCALES = ['fr', 'ar'];

/**
 * Copies the tree `from` to `to` and makes it a site of `en`, `fr` and `ar` (right to left),
 * every Markdown file of `docs/` and `blog/` translated. Returns the number of translated files.
 */
export function makeLocalesVariant(from, to) {
  cpSync(from, to, { recursive: true });
  const siteFile = path.join(to, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.i18n = { defaultLocale: 'en', locales: ['en', ...EXTRA_LOCALES], localeConfigs: { ar: { direction: 'rtl' } } };
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  let translated = 0;
  const plugins = [
    ['docs', 'docusaurus-plugin-content-docs/current'],
    ['blog', 'docusaurus-plugin-content-blog'],
  ];
  for (const locale of EXTRA_LOCALES) {
    for (const [dir, folder] of plugins) {
      for (const rel of markdownFiles(path.join(to, dir))) {
        const target = path.join(to, 'i18n', locale, folder, rel);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, `${readFileSync(path.join(to, dir, rel), 'utf8')}\n\nTranslated into ${locale}.\n`);
        translated++;
      }
    }
  }
  return translated;
}

function markdownFiles(root, rel = '') {
  const out = [];
  for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...markdownFiles(root, p));
    else if (/\.mdx?$/.test(e.name)) out.push(p);
  }
  return out.sort();
}
