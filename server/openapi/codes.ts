/**
 * The envelope codes of the API (server/envelope.ts answers with them) with the HTTP status each
 * comes with and what it means, for the document's `x-codes` and its responses.
 */
import type { AnswerCode } from './openapiTypes';

export const CODES = {
  ok: { code: '00000', status: 200, meaning: 'Success: data holds the answer' },
  templateOk: { code: '20000', status: 200, meaning: 'Success (template envelope, no message)' },
  badRequest: { code: '40000', status: 200, meaning: 'The request is malformed: the body is not a JSON object, or a required part is missing' },
  invalid: { code: '40001', status: 200, meaning: 'Validation failed: message says what to fix; errors names each field with its rule' },
  forbidden: { code: '40300', status: 403, meaning: 'No permission: the role may not do this (or may not set a field it sent)' },
  notFound: { code: '40400', status: 200, meaning: 'No record with this id (or not one the caller may read)' },
  full: { code: '40900', status: 200, meaning: 'A limit on what may be stored is reached (records, upload quota)' },
  stale: {
    code: '40901',
    status: 409,
    meaning: 'The record changed since it was read (the version sent is not the stored one): data holds its _version, _updatedAt and _updatedBy; read it again, or send that _version to overwrite',
  },
  tooLarge: { code: '41300', status: 413, meaning: 'The request body is larger than this endpoint accepts' },
  unsupportedType: { code: '41500', status: 415, meaning: 'The body has another content type than the one this endpoint takes' },
  tooManyAttempts: { code: '42900', status: 429, meaning: 'Too many failed attempts: wait the minutes the message says' },
  illegalToken: { code: '50008', status: 200, meaning: 'No valid session: the Token header is missing, unknown or expired; sign in again' },
  loginRefused: { code: '60204', status: 200, meaning: 'Account and password are incorrect, or the account is deactivated or frozen' },
} as const satisfies Record<string, AnswerCode>;

export type CodeName = keyof typeof CODES;

/** The codes in catalogue order, each once. */
export function codeList(names: Iterable<CodeName>): AnswerCode[] {
  const wanted = new Set(names);
  return (Object.keys(CODES) as CodeName[]).filter((name) => wanted.has(name)).map((name) => ({ ...CODES[name] }));
}
