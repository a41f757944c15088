/** A conventional resource of the tests' own (the shape of public/resources/example.json). */
import type { ResourceSchema } from '../../../../src/kernel/types';

export const BLACKLIST_JSON = {
  name: 'blacklist',
  label: 'Blacklist',
  roles: ['admin'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    {
      source: 'phone',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 16,
      pattern: { value: '^\\+?\\d{6,15}$', message: 'Please enter a valid phone number' },
    },
    {
      source: 'reason',
      type: 'select',
      required: true,
      choices: [
        { id: 'spam', name: 'Spam' },
        { id: 'complaint', name: 'Complaint' },
        { id: 'legal', name: 'Legal' },
      ],
    },
    { source: 'userId', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } },
    { source: 'limit', type: 'number', integer: true, min: 0, max: 1000 },
    { source: 'blockedUntil', type: 'datetime' },
    { source: 'note', type: 'textarea', list: false },
  ],
};

/** As parseResourceFile resolves it (a conventional schema). */
export const blacklist = {
  ...BLACKLIST_JSON,
  endpoints: {
    list: { method: 'GET', path: '/blacklist' },
    getOne: { method: 'GET', path: '/blacklist/{id}' },
    create: { method: 'POST', path: '/blacklist' },
    update: { method: 'PUT', path: '/blacklist/{id}' },
    delete: { method: 'DELETE', path: '/blacklist/{id}' },
  },
  list: { kind: 'server' },
} as unknown as ResourceSchema;
