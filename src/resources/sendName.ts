import { FIELD_LIMITS } from './fieldRules';
import type { ResourceSchema } from './types';

/** Sender names, each linked to a user (spec §2 "Sender-name page"). Admin and editor. */
export const sendName: ResourceSchema = {
  name: 'sendName',
  label: 'route.sendName',
  icon: 'badge',
  route: { parent: '/permission', path: 'sendName', name: 'SendName' },
  endpoints: {
    list: { method: 'GET', path: '/sms/sendName-list' },
    create: { method: 'POST', path: '/sms/addSendName' },
    update: { method: 'PUT', path: '/sms/update-sendName' },
    delete: { method: 'DELETE', path: '/sms/delete-sendName/{id}' },
  },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'DESC' },
  export: { file: 'sendName' },
  fields: [
    { source: 'id', label: 'sendName.id', type: 'number', create: false, edit: false },
    { source: 'sendName', label: 'sendName.sendName', inputLabel: 'sendName.name', type: 'text', required: true, maxLength: FIELD_LIMITS.sendName.sendName },
    {
      source: 'userId',
      label: 'sendName.user',
      type: 'reference',
      reference: { resource: 'userOption', optionText: 'userName', copy: { userName: 'userName' } },
      required: true,
      list: false,
      filter: { kind: 'reference', label: 'sendName.user' },
    },
    { source: 'userName', label: 'sendName.userName', type: 'text', create: false, edit: false },
  ],
  messages: {
    create: 'sendName.new',
    createTitle: 'sendName.newTitle',
    editTitle: 'sendName.editTitle',
    deleteConfirm: 'crud.confirmRemoveSendName',
  },
};
