import type { ResourceSchema } from './types';

/**
 * The user list behind the dropdowns. The spec does not show its path; the embedded API serves it at
 * GET /user/option-list (admin and editor). Data only: no page of its own.
 */
export const userOption: ResourceSchema = {
  name: 'userOption',
  label: 'sendName.user',
  endpoints: { list: { method: 'GET', path: '/user/option-list' } },
  list: { kind: 'client', cacheMs: 60_000 },
  fields: [
    { source: 'id', label: 'user.id', type: 'number' },
    { source: 'userName', label: 'user.userName', type: 'text' },
  ],
};
