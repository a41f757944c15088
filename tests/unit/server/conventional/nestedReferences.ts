/** Resources of the nested-references tests: reference sub-fields inside an array of objects and an object. */
import { conventional } from './conventionalSchema';

export const agent = conventional({
  name: 'agent',
  label: 'Agents',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
  ],
});

/** Each stop names an agent (restrict); the escalation object lists backups (setNull) and a watcher (ignore). */
export const route = conventional({
  name: 'route',
  label: 'Routes',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true },
    {
      source: 'stops',
      type: 'array',
      maxItems: 5,
      fields: [
        { source: 'label', type: 'text' },
        { source: 'agent', type: 'reference', reference: { resource: 'agent' } },
      ],
    },
    {
      source: 'escalation',
      type: 'object',
      fields: [
        { source: 'backups', type: 'references', reference: { resource: 'agent', onDelete: 'setNull' } },
        { source: 'watcher', type: 'reference', reference: { resource: 'agent', onDelete: 'ignore' } },
      ],
    },
  ],
});
