import type { ResourceSchema } from './types';
import { FIELD_LIMITS, PHONE_PATTERN } from './fieldRules';
import { minPassword } from './validators';

const LIMITS = FIELD_LIMITS.user;

/** The admin account keeps its phone and password (spec §2). */
const isAdminAccount = { field: 'userName', equals: 'admin' } as const;

/** User management (spec §2 "User management page"; route 'role'). Admin only. */
export const user: ResourceSchema = {
  name: 'user',
  label: 'route.role',
  roles: ['admin'],
  icon: 'people',
  route: { parent: '/permission', path: 'role', name: 'RolePermission' },
  endpoints: {
    list: { method: 'GET', path: '/user/list' },
    create: {
      method: 'POST',
      path: '/user/addUser',
      body: ({ userName, password, phone, type, description }) => ({ userName, password, phone, type: type ?? 0, description }),
    },
    // No id in the path: the body carries it.
    update: { method: 'PUT', path: '/user/update' },
    delete: { method: 'DELETE', path: '/user/role/{id}' },
  },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'ASC' },
  export: { file: 'user' },
  fields: [
    { source: 'id', label: 'user.id', type: 'number', create: false, edit: false },
    { source: 'userName', label: 'user.userName', inputLabel: 'user.userNameInput', type: 'text', required: true, unique: true, edit: 'readonly', maxLength: LIMITS.userName, filter: 'text' },
    {
      source: 'phone',
      label: 'user.phone',
      type: 'text',
      pattern: { value: PHONE_PATTERN.source, message: 'user.badPhone' },
      disabledWhen: isAdminAccount,
      maxLength: LIMITS.phone,
    },
    {
      source: 'password',
      label: 'user.password',
      type: 'password',
      list: false,
      requiredOn: 'create',
      maxLength: LIMITS.password,
      validate: [minPassword],
      disabledWhen: isAdminAccount,
      editHelperText: 'user.passwordKeep',
    },
    {
      source: 'type',
      label: 'user.status',
      type: 'status',
      create: false,
      edit: false,
      filter: 'select',
      choices: [
        { id: 0, name: 'user.normal', color: 'success' },
        { id: 1, name: 'user.deactivate', color: 'info' },
        { id: 2, name: 'user.freeze', color: 'danger' },
      ],
    },
  ],
  messages: {
    create: 'user.new',
    createTitle: 'user.newTitle',
    editTitle: 'user.editTitle',
    deleteConfirm: 'crud.confirmRemoveRole',
  },
};
