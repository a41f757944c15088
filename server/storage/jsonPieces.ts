import { DEFAULT_CHUNK } from './memoryRecords';

/**
 * Chunks of records as pieces of one JSON array: each piece is `JSON.stringify(chunk)` without its
 * brackets (the records joined by commas). One call per chunk, not per record: V8's serialiser is
 * about twice as fast on the whole chunk. Empty chunks give no piece.
 */
export async function* jsonPiecesOf<T>(chunks: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  for await (const chunk of chunks) if (chunk.length > 0) yield JSON.stringify(chunk).slice(1, -1);
}

/** Records (in id order) as chunks of `size`, newest first: the last chunk first, each reversed. */
export async function* newestFirst<T>(records: readonly T[], size = DEFAULT_CHUNK): AsyncGenerator<T[]> {
  for (let end = records.length; end > 0; end -= size) yield records.slice(Math.max(0, end - size), end).reverse();
}
