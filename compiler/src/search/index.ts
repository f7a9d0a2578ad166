/** The search stage: DocSearch-shaped records from compiled pages, and the index files a build writes. */
export { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS, CompactIndexEncoder, encodeCompactIndex, type CompactSearchIndex, type CompactSearchPage, type CompactSearchRecord } from './compact-index.js';
export { bodyBlocks, type BodyBlock } from './hast-blocks.js';
export { pageRecords, type PageSearchInfo } from './page-records.js';
export { RECORDS_FILE, SEARCH_SHARD_MIN_RECORDS, SearchFilesWriter, searchIndexName, searchIndices, type SearchSite } from './search-indices.js';
export { SHARDED_OWN_LENGTH_CAP } from './search-text.js';
export { encodeShardedIndex, type EncodedShardedIndex } from './encode-sharded-index.js';
export { ShardedIndexWriter, type BytesSpill, type SearchPostingsShard, type SearchRecordBlock, type ShardedLayout, type ShardedSearchIndex } from './sharded-index.js';
export { searchablePages, siteSearchRecords, siteSearchRecordsByPage, type CompiledBody } from './site-records.js';
export { sidebarCategoryLabels } from './sidebar-category.js';
export { IncrementalSearchRecords } from './incremental-records.js';
