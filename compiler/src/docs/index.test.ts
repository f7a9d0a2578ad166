import { expect, it } from 'vitest';
import * as api from './index.js';

it('pins the public API of docs', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "CURRENT_VERSION_NAME",
      "DOCS_COMPONENTS",
      "DOC_FRONT_MATTER_KEYS",
      "buildDocsGlobalData",
      "buildDocsRoutes",
      "compileDocsInstance",
      "defaultNumberPrefixParser",
      "disabledNumberPrefixParser",
      "docFrontMatterSchema",
      "docSlug",
      "effectiveDocsOptions",
      "filterVersionNames",
      "frontMatterKeyLine",
      "isCategoryIndexDoc",
      "isValidPathname",
      "lastVersionName",
      "loadVersionDocs",
      "mainDocId",
      "normaliseSitePath",
      "numberPrefixParserFor",
      "optionsData",
      "processDoc",
      "readSidebarsSource",
      "readVersionNames",
      "resolvePathname",
      "resolveVersions",
      "stripPathNumberPrefixes",
      "tagPageDocIds",
      "validateDocFrontMatter",
      "validateVersionOptions",
      "versionData",
      "versionNameProblem",
      "versionTags",
    ]
  `);
});
