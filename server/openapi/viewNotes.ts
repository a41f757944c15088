/** The notes of the saved list views' endpoints (server/handlers/viewRoutes.ts, kernel/http/views.ts). */
import { VIEW_NAME_MAX, VIEW_STATE_MAX_BYTES, VIEWS_PER_USER_MAX } from '../../src/kernel/http/views';
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const state: JsonSchema = {
  type: 'object',
  description: `Filters, sort, rows per page and shown columns (field sources, in order); at most ${VIEW_STATE_MAX_BYTES} bytes of JSON`,
  properties: {
    filter: { type: 'object' },
    sort: { type: 'object', properties: { field: { type: 'string' }, order: { enum: ['ASC', 'DESC'] } }, required: ['field', 'order'] },
    perPage: { type: 'integer', minimum: 1 },
    columns: { type: 'array', items: { type: 'string' } },
  },
  required: ['filter', 'sort', 'perPage', 'columns'],
};

const input = (required: string[]): JsonSchema => ({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: VIEW_NAME_MAX },
    state,
    isDefault: { type: 'boolean', description: "The user's default view of the list (clears their other default)" },
    sharedWith: { type: 'array', items: { type: 'string' }, description: 'Roles whose users see the view (admin only)' },
  },
  ...(required.length > 0 ? { required } : {}),
});

const view: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    name: { type: 'string' },
    state,
    isDefault: { type: 'boolean' },
    sharedWith: { type: 'array', items: { type: 'string' } },
    ownerId: { type: 'integer' },
    mine: { type: 'boolean', description: 'Whether the caller may change or delete it' },
  },
};

export const VIEW_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_views/:resource': {
    summary: "The caller's saved views of a list, and those shared with one of their roles",
    tag: 'views',
    answer: { type: 'array', items: view },
    codes: ['forbidden', 'notFound'],
  },
  'POST /_views/:resource': {
    summary: 'Save a view of a list',
    tag: 'views',
    description: `The name is unique among the caller's views of the resource; at most ${VIEWS_PER_USER_MAX} views per user and resource.`,
    body: input(['name', 'state']),
    answer: view,
    codes: ['invalid', 'forbidden', 'notFound', 'full'],
  },
  'PUT /_views/:resource/:id': {
    summary: 'Change a saved view (its owner or an admin)',
    tag: 'views',
    body: input([]),
    answer: view,
    codes: ['invalid', 'forbidden', 'notFound'],
  },
  'DELETE /_views/:resource/:id': {
    summary: 'Delete a saved view (its owner or an admin)',
    tag: 'views',
    answer: { type: 'null' },
    codes: ['invalid', 'forbidden', 'notFound'],
  },
};
