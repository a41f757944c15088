/** The notes of the trash endpoints (server/handlers/crud/trashRoutes.ts): resources with `"trash": true`. */
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const trashed: JsonSchema = {
  type: 'object',
  description: "The deleted record's fields as the resource lists them, with when and by whom it was deleted",
  properties: {
    id: { type: 'integer' },
    _deletedAt: { type: 'string', format: 'date-time' },
    _deletedBy: { type: ['string', 'null'], description: 'userName of who deleted it' },
  },
  required: ['id', '_deletedAt', '_deletedBy'],
  additionalProperties: true,
};

export const TRASH_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_trash/:resource': {
    summary: "A resource's deleted records, newest first (admin)",
    tag: 'trash',
    description: 'A page of at most 1000 records (`range=[first,last]`), with Content-Range as lists answer. A resource without `"trash": true` has no trash (40400).',
    query: [{ name: 'range', in: 'query', description: 'JSON [first, last], e.g. [0,9]', schema: { type: 'string' } }],
    answer: { type: 'array', items: trashed },
    codes: ['invalid', 'notFound'],
  },
  'DELETE /_trash/:resource': {
    summary: "Empty a resource's trash for good (admin)",
    tag: 'trash',
    description: 'Only with `confirm=<resource name>`; answers how many records were deleted.',
    query: [{ name: 'confirm', in: 'query', description: 'The resource name, to confirm', schema: { type: 'string' } }],
    answer: { type: 'object', properties: { purged: { type: 'integer' } }, required: ['purged'] },
    codes: ['invalid', 'notFound'],
  },
  'POST /_trash/:resource/:id/restore': {
    summary: 'Put a deleted record back under its id (admin)',
    tag: 'trash',
    description: 'Refused whole (40900, naming the field) when another record took one of its unique values meanwhile; its references to records gone now are emptied.',
    answer: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: true },
    codes: ['invalid', 'notFound', 'full'],
  },
  'DELETE /_trash/:resource/:id': {
    summary: 'Delete a record of the trash for good (admin)',
    tag: 'trash',
    answer: trashed,
    codes: ['invalid', 'notFound'],
  },
};
