/**
 * lodash 4's `kebabCase` and `capitalize`, which Docusaurus uses to derive tag permalinks and
 * labels (`_.kebabCase('Core concepts')` → `core-concepts`, `_.capitalize('cli')` → `Cli`).
 * Reimplemented here from lodash's documented word-splitting rules so tag URLs match
 * Docusaurus's byte for byte, without depending on lodash.
 */

/** Latin-1 Supplement and Latin Extended-A letters folded to basic Latin (lodash `deburr`). */
const DEBURR_TABLE: Readonly<Record<string, string>> = buildDeburrTable();
const LATIN_LETTERS = /[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g;
const COMBINING_MARKS = /[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g;
const APOSTROPHES = /['\u2019]/g;

/** Strings that need the full Unicode word splitter (camelCase, digits next to letters, symbols). */
const NEEDS_UNICODE_SPLIT = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/;
/** Words of plain ASCII strings: runs of letters and digits. */
const ASCII_WORD = /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g;
const UNICODE_WORD = buildUnicodeWordRegExp();

/**
 * Converts a string to kebab case as lodash 4 does: Latin letters deburred, apostrophes removed,
 * split into words (camelCase humps, digit runs, Unicode letters, emoji), lower-cased and joined
 * with `-`. `'Core concepts'` → `core-concepts`; `'fooBar2'` → `foo-bar-2`; `'C++'` → `c`.
 */
export function kebabCase(input: string): string {
  return splitWords(deburr(input).replace(APOSTROPHES, ''))
    .map((w) => w.toLowerCase())
    .join('-');
}

/** lodash's `capitalize`: the whole string lower-cased, then its first character upper-cased. */
export function capitalize(input: string): string {
  const lower = input.toLowerCase();
  const first = lower.codePointAt(0);
  if (first === undefined) return '';
  const firstChar = String.fromCodePoint(first);
  return firstChar.toUpperCase() + lower.slice(firstChar.length);
}

/** lodash `words` with its default pattern. */
export function splitWords(input: string): string[] {
  const pattern = NEEDS_UNICODE_SPLIT.test(input) ? UNICODE_WORD : ASCII_WORD;
  return input.match(new RegExp(pattern.source, 'g')) ?? [];
}

function deburr(input: string): string {
  return input.replace(LATIN_LETTERS, (c) => DEBURR_TABLE[c] ?? c).replace(COMBINING_MARKS, '');
}

function buildUnicodeWordRegExp(): RegExp {
  const astral = '\\ud800-\\udfff';
  const combo = '\\u0300-\\u036f\\ufe20-\\ufe2f\\u20d0-\\u20ff';
  const dingbat = '\\u2700-\\u27bf';
  const lowerRange = 'a-z\\xdf-\\xf6\\xf8-\\xff';
  const mathOp = '\\xac\\xb1\\xd7\\xf7';
  const nonChar = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf';
  const punctuation = '\\u2000-\\u206f';
  const space =
    ' \\t\\x0b\\f\\xa0\\ufeff\\n\\r\\u2028\\u2029\\u1680\\u180e\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u202f\\u205f\\u3000';
  const upperRange = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
  const variation = '\\ufe0e\\ufe0f';
  const breakRange = mathOp + nonChar + punctuation + space;

  const apos = "['\u2019]";
  const brk = `[${breakRange}]`;
  const comboMark = `[${combo}]`;
  const digits = '\\d+';
  const dingbatChar = `[${dingbat}]`;
  const lower = `[${lowerRange}]`;
  // lodash puts `\d+` inside this negated class, so `+` is excluded as a character too.
  const misc = `[^${astral}${breakRange}${digits}${dingbat}${lowerRange}${upperRange}]`;
  const fitz = '\\ud83c[\\udffb-\\udfff]';
  const modifier = `(?:${comboMark}|${fitz})`;
  const nonAstral = `[^${astral}]`;
  const regional = '(?:\\ud83c[\\udde6-\\uddff]){2}';
  const surrogatePair = '[\\ud800-\\udbff][\\udc00-\\udfff]';
  const upper = `[${upperRange}]`;
  const zwj = '\\u200d';

  const miscLower = `(?:${lower}|${misc})`;
  const miscUpper = `(?:${upper}|${misc})`;
  const optContrLower = `(?:${apos}(?:d|ll|m|re|s|t|ve))?`;
  const optContrUpper = `(?:${apos}(?:D|LL|M|RE|S|T|VE))?`;
  const optModifier = `${modifier}?`;
  const optVariation = `[${variation}]?`;
  const optJoin = `(?:${zwj}(?:${[nonAstral, regional, surrogatePair].join('|')})${optVariation}${optModifier})*`;
  const ordLower = '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])';
  const ordUpper = '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])';
  const sequence = optVariation + optModifier + optJoin;
  const emoji = `(?:${[dingbatChar, regional, surrogatePair].join('|')})${sequence}`;

  return new RegExp(
    [
      `${upper}?${lower}+${optContrLower}(?=${[brk, upper, '$'].join('|')})`,
      `${miscUpper}+${optContrUpper}(?=${[brk, upper + miscLower, '$'].join('|')})`,
      `${upper}?${miscLower}+${optContrLower}`,
      `${upper}+${optContrUpper}`,
      ordUpper,
      ordLower,
      digits,
      emoji,
    ].join('|'),
    'g',
  );
}

function buildDeburrTable(): Record<string, string> {
  const table: Record<string, string> = Object.create(null) as Record<string, string>;
  const groups: Array<[string, string]> = [
    ['ÀÁÂÃÄÅ', 'A'], ['àáâãäå', 'a'], ['Ç', 'C'], ['ç', 'c'], ['Ð', 'D'], ['ð', 'd'],
    ['ÈÉÊË', 'E'], ['èéêë', 'e'], ['ÌÍÎÏ', 'I'], ['ìíîï', 'i'], ['Ñ', 'N'], ['ñ', 'n'],
    ['ÒÓÔÕÖØ', 'O'], ['òóôõöø', 'o'], ['ÙÚÛÜ', 'U'], ['ùúûü', 'u'], ['Ýý', 'Y'], ['ÿ', 'y'],
    ['Æ', 'Ae'], ['æ', 'ae'], ['Þ', 'Th'], ['þ', 'th'], ['ß', 'ss'],
    ['ĀĂĄ', 'A'], ['āăą', 'a'], ['ĆĈĊČ', 'C'], ['ćĉċč', 'c'], ['ĎĐ', 'D'], ['ďđ', 'd'],
    ['ĒĔĖĘĚ', 'E'], ['ēĕėęě', 'e'], ['ĜĞĠĢ', 'G'], ['ĝğġģ', 'g'], ['ĤĦ', 'H'], ['ĥħ', 'h'],
    ['ĨĪĬĮİ', 'I'], ['ĩīĭįı', 'i'], ['Ĵ', 'J'], ['ĵ', 'j'], ['Ķ', 'K'], ['ķĸ', 'k'],
    ['ĹĻĽĿŁ', 'L'], ['ĺļľŀł', 'l'], ['ŃŅŇŊ', 'N'], ['ńņňŋ', 'n'], ['ŌŎŐ', 'O'], ['ōŏő', 'o'],
    ['ŔŖŘ', 'R'], ['ŕŗř', 'r'], ['ŚŜŞŠ', 'S'], ['śŝşšſ', 's'], ['ŢŤŦ', 'T'], ['ţťŧ', 't'],
    ['ŨŪŬŮŰŲ', 'U'], ['ũūŭůűų', 'u'], ['Ŵ', 'W'], ['ŵ', 'w'], ['ŶŸ', 'Y'], ['ŷ', 'y'],
    ['ŹŻŽ', 'Z'], ['źżž', 'z'], ['Ĳ', 'IJ'], ['ĳ', 'ij'], ['Œ', 'Oe'], ['œ', 'oe'], ['ŉ', "'n"],
  ];
  for (const [chars, plain] of groups) for (const c of chars) table[c] = plain;
  return table;
}
