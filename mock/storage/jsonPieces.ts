/**
 * Chunks of records as pieces of one JSON array: each piece is `JSON.stringify(chunk)` without its
 * brackets (the records joined by commas). One call per chunk, not per record: V8's serialiser is
 * about twice as fast on the whole chunk. Empty chunks give no piece.
 */
export async function* jsonPiecesOf<T>(chunks: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  for await (const chunk of chunks) if (chunk.length > 0) yield JSON.stringify(chunk).slice(1, -1);
}
