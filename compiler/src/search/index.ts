/** The search stage: DocSearch-shaped records from compiled pages, and the index files a build writes. */
export { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS, encodeCompactIndex, type CompactSearchIndex, type CompactSearchPage, type CompactSearchRecord } from './compact-index.js';
export { bodyBlocks, type BodyBlock } from './hast-blocks.js';
export { pageRecords, recordId, type PageSearchInfo } from './page-records.js';
export { RECORDS_FILE, searchIndexName, searchIndices } from './search-indices.js';
export { searchablePages, siteSearchRecords, type CompiledBody } from './site-records.js';
export { sidebarCategoryLabel } from './sidebar-category.js';
export { IncrementalSearchRecords } from './incremental-records.js';
