/** The notes of the audit log's endpoints (server/handlers/auditRoutes.ts, kernel/http/audit.ts). */
import { AUDIT_ACTIONS, AUDIT_FILTER_MAX, AUDIT_PAGE_MAX } from '../../src/kernel/http/audit';
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema, Parameter } from './openapiTypes';

const nullable = (type: 'integer' | 'string'): JsonSchema => ({ type: [type, 'null'] });

const entry: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actorId: nullable('integer'),
    actorName: nullable('string'),
    address: nullable('string'),
    requestId: nullable('string'),
    action: { enum: [...AUDIT_ACTIONS] },
    resource: nullable('string'),
    recordId: nullable('string'),
    changes: { type: 'object', description: 'The changed fields only: { <field>: { before, after } }; secrets are "[redacted]"' },
  },
};

const query = (name: string, description: string): Parameter => ({ name, in: 'query', description, schema: { type: 'string' } });
const range = query('range', `[first,last] (JSON), at most ${AUDIT_PAGE_MAX} entries; default [0,24]`);

export const AUDIT_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_audit': {
    summary: 'Every audit log entry, filtered and paged (admin)',
    tag: 'audit',
    query: [
      query('actor', `The user name of who acted (at most ${AUDIT_FILTER_MAX} characters)`),
      query('resource', 'The resource name'),
      query('action', AUDIT_ACTIONS.join(', ')),
      query('from', 'ISO 8601 date or time (inclusive)'),
      query('to', 'ISO 8601 date or time (inclusive)'),
      query('sort', '["at","ASC"] or ["at","DESC"] (default)'),
      range,
    ],
    answer: { type: 'array', items: entry },
    codes: ['invalid', 'forbidden'],
  },
  'GET /_history/:resource/:id': {
    summary: "A record's history, newest first (who may read the record; fields they may not view left out)",
    tag: 'audit',
    query: [range],
    answer: { type: 'array', items: entry },
    codes: ['invalid', 'forbidden', 'notFound'],
  },
  'POST /_history/:resource/:id/:entry/restore': {
    summary: "Write a record's values as they were right after one of its history entries (a create, update or restore)",
    tag: 'audit',
    description:
      "The write is the record's own PUT, with its rights, rules and version check: _version must be the version the caller read (409, 40901 when the record moved on). " +
      'Fields the caller may not view and secrets are left as they are. Audited as an update.',
    body: { type: 'object', properties: { _version: { type: 'integer', minimum: 1 } }, required: ['_version'] },
    answer: { type: 'object', description: 'The record as written' },
    codes: ['invalid', 'forbidden', 'notFound', 'stale'],
  },
};
