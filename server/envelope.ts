/** Answer helpers: the service envelope `{code, message, data}` and the template envelope `{code: 20000, data}`. */
import type { FieldErrors } from '../src/kernel/rules/rules';
import { jsonPiecesOf } from './storage/jsonPieces';
import { forbiddenTo, refusals } from './refusal';
import { SERVICE_OK, TEMPLATE_OK, type Envelope, type EnvelopeCode, type TemplateEnvelope } from './apiTypes';

/** HTTP 200 `{code: '00000', message: 'success', data}` (service calls: /user, /sms, /upload). */
/** A JSON answer with its length, so the server knows it need not stream it. */
function jsonAnswer(body: unknown, status = 200): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return new Response(bytes, { status, headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) } });
}

export function ok<T>(data: T): Response {
  const body: Envelope<T> = { code: SERVICE_OK, message: 'success', data };
  return jsonAnswer(body);
}

/** Rows serialised per batch by okList: small enough to keep memory flat, large enough to be fast. */
const LIST_BATCH = 2000;

async function* batchesOf<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  for (let start = 0; start < rows.length; start += LIST_BATCH) yield rows.slice(start, start + LIST_BATCH);
}

/**
 * `ok(rows)` as a stream: the envelope is written batch by batch as the reader pulls, so a long
 * list never becomes one string (nor blocks the server for the whole serialisation).
 */
export function okList<T>(rows: readonly T[]): Response {
  return okListFrom(batchesOf(rows));
}

/**
 * `ok(rows)` streamed from a store's chunks (`RecordStore.chunks()`): each chunk is read from the
 * store when the reader pulls, so a SQL table of a million rows is never in memory at once and
 * no single query holds the server for long.
 */
export function okListFrom<T>(chunks: AsyncIterable<readonly T[]>): Response {
  return okJsonList(jsonPiecesOf(chunks));
}

/** No chunk is read before the reader asks for it (by default a stream reads one at once). */
const ON_DEMAND: QueuingStrategy<Uint8Array> = { highWaterMark: 0 };

/**
 * `ok(rows)` streamed from rows already serialised (`PackageConfStore.jsonChunks()`): each piece is
 * a run of JSON values joined by commas, pulled when the reader wants more.
 */
export function okJsonList(pieces: AsyncIterable<string>): Response {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  let started = false;
  let empty = true;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const head = started ? '' : `{"code":"${SERVICE_OK}","message":"success","data":[`;
        started = true;
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode(`${head}]}`));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(head + (empty ? '' : ',') + next.value));
        empty = false;
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    ON_DEMAND,
  );
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

/** HTTP 200 `{code: 20000, data}` (template mocks under /vue-element-admin). */
export function okTemplate<T>(data: T): Response {
  const body: TemplateEnvelope<T> = { code: TEMPLATE_OK, data };
  return jsonAnswer(body);
}

/** An error envelope `{code, message, data: null}`, HTTP 200 unless told otherwise. */
export function fail(code: EnvelopeCode, message: string, httpStatus = 200): Response {
  const body: Envelope<null> = { code, message, data: null };
  return jsonAnswer(body, httpStatus);
}

/**
 * '40001': validation failed. With the field errors of the schema's rules, the envelope adds
 * `errors: {<source>: {message: <i18n key>, args}}` for the form to show on each field.
 */
function invalid(message: string, fields?: FieldErrors): Response {
  if (!fields || Object.keys(fields).length === 0) return fail('40001', message);
  const body: Envelope<null> & { errors: FieldErrors } = { code: '40001', message, data: null, errors: fields };
  return jsonAnswer(body);
}

/** The error answers shared by several handlers. */
export const errors = {
  illegalToken: () => refusals.illegalToken().answer(),
  forbidden: (roles: readonly string[]) => forbiddenTo(roles).answer(),
  invalid,
  badRequest: (message: string) => refusals.badRequest(message).answer(),
  notFound: (message: string) => fail('40400', message),
  tooLarge: (maxBytes: number) => refusals.tooLarge(maxBytes).answer(),
  unsupportedType: (expected: string) => refusals.unsupportedType(expected).answer(),
  tooManyAttempts: (minutes: number) =>
    fail('42900', `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429),
  /** A limit on how much may be stored was reached (collection size, upload quota). */
  full: (message: string) => fail('40900', message),
};
