import type { SearchRecord } from '../graph/search-schema.js';
import { ShardedIndexWriter, type ShardedLayout, type ShardedSearchIndex } from './sharded-index.js';

/** A part encoded as term shards: its manifest and every file, by file name (the names the manifest refers to). */
export interface EncodedShardedIndex {
  /** The manifest (`search/<name>.<tagSlug>.sharded.<hash8>.json`), parsed. */
  manifest: ShardedSearchIndex;
  /** File name of the manifest. */
  manifestFile: string;
  /** Every file of the part (manifest, postings shards, record blocks) by file name, as JSON text. */
  files: Map<string, string>;
}

/**
 * Encodes the records of one search index part (one `docusaurus_tag`, version and language) as
 * format version 4 term shards, in memory: what a build writes for a large part, for readers
 * and tests of the format. Deterministic (same records and layout, same files).
 *
 * @param layout records per record block and bytes of postings per shard (default: a build's, `SHARDED_LAYOUT`)
 * @throws Error when `records` is empty
 */
export function encodeShardedIndex(indexName: string, records: readonly SearchRecord[], layout?: ShardedLayout): EncodedShardedIndex {
  if (records.length === 0) throw new Error('encodeShardedIndex needs at least one record');
  const files = new Map<string, string>();
  const baseName = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const open = () => {
    let text = '';
    return { write: (piece: string) => void (text += piece), close: (p: string) => void files.set(baseName(p), text) };
  };
  const writer = new ShardedIndexWriter(indexName, `search/${indexName}.${records[0]!.docusaurus_tag}`, open, 0, layout);
  for (const record of records) writer.add(record);
  const manifestFile = baseName(writer.close()!);
  return { manifest: JSON.parse(files.get(manifestFile)!) as ShardedSearchIndex, manifestFile, files };
}
