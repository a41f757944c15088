/**
 * The answers of an operation: the success envelope around its data (server/envelope.ts), and the
 * error envelope under each HTTP status its codes come with.
 */
import type { AnswerCode, JsonSchema, MediaType, Response } from './openapiTypes';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const envelopeCode: JsonSchema = { type: ['string', 'integer'], description: "'00000' (or 20000) on success, an error code otherwise" };

/** The envelope schemas every operation refers to. */
export const ENVELOPE_SCHEMAS: Record<string, JsonSchema> = {
  ErrorEnvelope: {
    type: 'object',
    description: 'An error answer: code and a message that says what to fix',
    required: ['code', 'message', 'data'],
    properties: {
      code: envelopeCode,
      message: { type: 'string' },
      data: { type: 'null' },
      errors: {
        type: 'object',
        description: 'With code 40001: each refused field, with the i18n key of its rule and the arguments',
        additionalProperties: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' }, args: { type: 'object' } },
        },
      },
    },
  },
};

/** How a successful answer is wrapped. */
export type AnswerShape =
  /** `{code: '00000', message: 'success', data}`: the service's calls. */
  | { kind: 'service'; data: JsonSchema }
  /** `{code: 20000, data}`: the template's calls (/vue-element-admin). */
  | { kind: 'template'; data: JsonSchema }
  /** Not an envelope: a file, or a document. */
  | { kind: 'raw'; contentType: string; schema: JsonSchema; description: string };

function successSchema(shape: Exclude<AnswerShape, { kind: 'raw' }>): JsonSchema {
  if (shape.kind === 'template') {
    return { type: 'object', required: ['code', 'data'], properties: { code: { const: 20000 }, data: shape.data } };
  }
  return { type: 'object', required: ['code', 'message', 'data'], properties: { code: { const: '00000' }, message: { type: 'string' }, data: shape.data } };
}

const codesText = (codes: readonly AnswerCode[]): string => codes.map(({ code, meaning }) => `${code}: ${meaning}`).join('; ');

/** The responses by HTTP status: 200 holds the success and the errors answered with HTTP 200. */
export function responsesOf(shape: AnswerShape, errors: readonly AnswerCode[], headers?: Response['headers']): Record<string, Response> {
  const byStatus = new Map<number, AnswerCode[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const inOk = byStatus.get(200) ?? [];
  const okErrors = inOk.length > 0 ? ` Errors with HTTP 200: ${codesText(inOk)}.` : '';
  const success = shape.kind === 'raw' ? shape.schema : successSchema(shape);
  const contentType = shape.kind === 'raw' ? shape.contentType : 'application/json';
  const content: Record<string, MediaType> = { [contentType]: { schema: inOk.length > 0 && contentType === 'application/json' ? { oneOf: [success, ref('ErrorEnvelope')] } : success } };
  // A file's errors are JSON envelopes beside its bytes.
  if (inOk.length > 0 && contentType !== 'application/json') content['application/json'] = { schema: ref('ErrorEnvelope') };
  const ok: Response = { description: `${shape.kind === 'raw' ? shape.description : 'Success'}.${okErrors}`, content };
  if (headers) ok.headers = headers;
  const responses: Record<string, Response> = { '200': ok };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (status === 200) continue;
    responses[String(status)] = { description: codesText(codes), content: { 'application/json': { schema: ref('ErrorEnvelope') } } };
  }
  return responses;
}
