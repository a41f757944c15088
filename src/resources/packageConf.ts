import type { ResourceSchema } from './types';
import { FIELD_LIMITS, MAX_SMS_COUNT } from './fieldRules';
import { notAbove } from './validators';

const LIMITS = FIELD_LIMITS.packageConf;

/** SMS package configurations of users (spec §2 "SMS package configuration page"). Admin only. */
export const packageConf: ResourceSchema = {
  name: 'packageConf',
  label: 'route.packageConf',
  roles: ['admin'],
  icon: 'inventory',
  route: { parent: '/permission', path: 'packageConf', name: 'PackageConf' },
  endpoints: {
    list: { method: 'GET', path: '/sms/packageConf-list' },
    create: { method: 'POST', path: '/sms/addPackageConf' },
    update: { method: 'PUT', path: '/sms/edit-packageConf' },
    delete: { method: 'DELETE', path: '/sms/delete-packageConf/{id}' },
  },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'DESC' },
  export: { file: 'packageConf' },
  fields: [
    { source: 'packageId', label: 'packageConf.packageId', type: 'text', required: true, unique: true, edit: 'readonly', maxLength: LIMITS.packageId },
    {
      source: 'userId',
      label: 'packageConf.user',
      type: 'reference',
      reference: { resource: 'userOption', optionText: 'userName', copy: { userName: 'userName' } },
      required: true,
      list: false,
      edit: 'readonly',
      filter: { kind: 'reference', label: 'packageConf.user' },
    },
    { source: 'userName', label: 'packageConf.userName', type: 'text', create: false, edit: false },
    { source: 'totalNum', label: 'packageConf.totalNum', type: 'number', required: true, integer: true, min: 0, max: MAX_SMS_COUNT, filter: 'numberRange' },
    {
      source: 'remainNum',
      label: 'packageConf.remainNum',
      type: 'number',
      required: true,
      integer: true,
      min: 0,
      max: MAX_SMS_COUNT,
      filter: 'numberRange',
      validate: [notAbove('totalNum', 'packageConf.remainAboveTotal')],
    },
    { source: 'createTime', label: 'packageConf.createTime', type: 'datetime', create: false, edit: false },
    { source: 'name', label: 'packageConf.packageName', type: 'text', required: true, maxLength: LIMITS.name },
    { source: 'smsCode', label: 'packageConf.smsCode', type: 'smsCode', list: false, searchable: false, maxLength: LIMITS.smsCode },
  ],
  messages: {
    create: 'packageConf.new',
    createTitle: 'packageConf.newTitle',
    editTitle: 'packageConf.editTitle',
    deleteConfirm: 'crud.confirmRemoveSendName',
    savedDetail: 'packageConf.savedDetail',
  },
};
