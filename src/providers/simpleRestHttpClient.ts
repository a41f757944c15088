/**
 * The `httpClient` given to ra-data-simple-rest (simpleRestProvider.ts): simple-rest builds the URL
 * and the JSON body, and the request goes out through http.ts like every request of the console
 * (Token header, deadline, envelope, logout codes, field errors). `json` is the envelope's `data`:
 * the conventional API wraps rows and records in `{code: '00000', message, data}`.
 *
 * simple-rest marks the reads whose total it takes from `Content-Range` (getList, getManyReference)
 * with a `Range: <resource>=<first>-<last>` header. The header is not sent (it is no HTTP byte range;
 * the convention's range is the `range` parameter); it tells the answers apart here: such a read
 * must answer a list and a total, every other call one record. A malformed answer is an ApiError,
 * never a wrong total or a page of `undefined`.
 */
import type simpleRestProvider from 'ra-data-simple-rest';
import { totalOfContentRange } from '../kernel/format/convention';
import { ApiError, dataOf, exchangeWith, readText, type RequestOptions } from './http';

export type SimpleRestHttpClient = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type FetchOptions = NonNullable<Parameters<SimpleRestHttpClient>[1]>;
type FetchAnswer = Awaited<ReturnType<SimpleRestHttpClient>>;
type Method = NonNullable<RequestOptions['method']>;

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function methodOf(method: string | undefined): Method {
  const upper = (method ?? 'GET').toUpperCase();
  const known = METHODS.find((candidate) => candidate === upper);
  if (!known) throw new Error(`Unsupported method: ${upper}`);
  return known;
}

/** simple-rest sends `JSON.stringify(data)`; http.ts serialises the body itself. */
function bodyOf(body: FetchOptions['body']): unknown {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
}

const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkShape({ json, headers, status }: FetchAnswer, listRead: boolean): void {
  if (!listRead) {
    if (!isRecord(json)) throw new ApiError('The answer is not a record', 'malformed', undefined, status);
    return;
  }
  if (!Array.isArray(json)) throw new ApiError('The list answer is not a list', 'malformed', undefined, status);
  const range = headers.get('Content-Range');
  if (range === null) throw new ApiError('The list answer has no Content-Range header', 'malformed', undefined, status);
  if (totalOfContentRange(range) === undefined) throw new ApiError('The Content-Range header of the list answer states no total', 'malformed', undefined, status);
}

export const simpleRestHttpClient: SimpleRestHttpClient = async (url: string, options: FetchOptions = {}) => {
  const listRead = new Headers(options.headers).has('Range');
  const request: RequestOptions = { method: methodOf(options.method), body: bodyOf(options.body), signal: options.signal ?? undefined };
  const answer = await exchangeWith<FetchAnswer>(url, request, async (response) => {
    const body = await readText(response);
    return { status: response.status, headers: response.headers, body, json: dataOf(body, response) };
  });
  checkShape(answer, listRead);
  return answer;
};
