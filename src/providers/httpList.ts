/**
 * A whole-list request read as it arrives: the rows of the envelope's `data` list reach
 * `onRows` in runs, while the rest of a long answer is still on its way, so a 1,000,000-row list
 * shows its first page at once. Same headers, errors and session rules as every request (http.ts).
 *
 * Rows are handed over early only when the envelope's head, before the list, already carries a
 * success code; otherwise (or when the answer has no list at `data`) they come once, at the end,
 * after the envelope was checked. The deadline covers the wait for the response's head and then
 * each wait for the next piece of the body: a list that keeps arriving is never cut.
 */
import { takeEarlyList } from './earlyList';
import { ApiError, dataOf, exchangeWith, isEnvelope, isSuccess, type RequestOptions } from './http';
import { JsonListReader } from './jsonListReader';
import { nextPaint } from '../utils/afterNextPaint';

/** Receives each run of new rows, and every row so far (the array the request resolves). */
export type RowsListener = (rows: readonly unknown[], all: readonly unknown[]) => void;

/** Whether the text before the list is the head of a success envelope. */
function headSucceeded(prefix: string): boolean {
  try {
    const head: unknown = JSON.parse(`${prefix}]}`);
    return isEnvelope(head) && isSuccess(head.code);
  } catch {
    return false;
  }
}

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, timeoutMs: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(`timeout of ${timeoutMs}ms exceeded`, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([reader.read(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Longest stretch of reading without letting the page draw. */
const SLICE_MS = 8;
/** Text scanned at once (about 300 rows of a typical list). */
const PIECE_CHARS = 64 * 1024;

/** A task boundary: an answer already received (an early request's) resolves each read at once, and
 * reading it whole in one go would keep the first rows from being drawn until the last. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function readList(response: Response, timeoutMs: number, onRows: RowsListener, signal?: AbortSignal): Promise<unknown> {
  if (!response.body) return dataOf('', response);
  const stream = response.body.getReader();
  const cancel = () => void stream.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  const list = new JsonListReader();
  const decoder = new TextDecoder();
  const all: unknown[] = [];
  let early: boolean | undefined;
  let sliceStart = performance.now();
  /** Whether the first rows were just handed over: reading waits until they are drawn. */
  let firstHandedOver = false;
  const take = (rows: unknown[]) => {
    if (rows.length === 0) return;
    for (const row of rows) all.push(row);
    early ??= headSucceeded(list.prefix);
    if (!early) return;
    firstHandedOver = all.length === rows.length;
    onRows(rows, all);
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await readWithin(stream, timeoutMs);
      } catch (error) {
        cancel();
        if (error instanceof ApiError || signal?.aborted) throw error;
        throw new ApiError('The response could not be read', 'network', undefined, response.status);
      }
      if (chunk.done) break;
      const text = decoder.decode(chunk.value, { stream: true });
      // A piece at a time: a chunk can hold what arrived while nobody read (an early request's
      // hundreds of kilobytes), and the first rows are handed over after the first piece of it.
      for (let start = 0; start < text.length; start += PIECE_CHARS) {
        take(list.push(text.slice(start, start + PIECE_CHARS)));
        const firstRowsNow = firstHandedOver;
        firstHandedOver = false;
        if (firstRowsNow && start + PIECE_CHARS < text.length) {
          // The first rows are drawn before the rest is read: read in between, the rest of an
          // answer already received took the main thread from their render and their frame. (An
          // answer that came whole in its first piece is taken at once, as before.)
          await nextPaint();
          sliceStart = performance.now();
        } else if (performance.now() - sliceStart > SLICE_MS) {
          await nextTask();
          sliceStart = performance.now();
        }
      }
    }
    take(list.push(decoder.decode()));
    // The envelope (its list emptied when the rows were streamed) decides success or failure.
    const data = dataOf(list.rest(), response);
    if (!list.found) return data;
    if (!early && all.length > 0) onRows(all, all);
    return all;
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('Malformed response from the server (not JSON)', 'malformed', undefined, response.status);
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Sends a list request and resolves the envelope's data: its list of rows (all of them, in one
 * array), or the data as it is when the answer has no list at `data`. A plain GET takes over the
 * page's early request of the same list, if there is one (earlyList.ts).
 */
export function requestList(path: string, options: RequestOptions, onRows: RowsListener): Promise<unknown> {
  const plainGet = (options.method ?? 'GET') === 'GET' && options.query === undefined && options.body === undefined;
  const early = plainGet ? takeEarlyList(path) : undefined;
  return exchangeWith(path, options, (response, timeoutMs) => readList(response, timeoutMs, onRows, options.signal), early);
}
