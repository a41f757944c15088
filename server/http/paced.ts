/**
 * A web stream read one chunk per turn of the event loop. The big list's chunks are ready at once
 * (better-sqlite3 and the memory store read synchronously), so without a pause the first several
 * would be read, serialised and handed to the compressor in one long task (about 90 ms at the
 * start of the 1,000,000-row list) while a small request waits behind it.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function* onePerTurn(body: NodeReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      await nextTurn();
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    // The client went away: stop the source too (the store's chunk reader is closed).
    if (!finished) await reader.cancel();
  }
}

/** A Node byte stream over `body`, buffering at most one chunk ahead. */
export function pacedReadable(body: NodeReadableStream<Uint8Array>): Readable {
  return Readable.from(onePerTurn(body), { objectMode: false });
}
