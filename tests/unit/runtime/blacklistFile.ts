/** A resource file as a developer writes it: conventional, no roles, its own texts. */
export const blacklistFile = {
  name: 'blacklist',
  icon: 'block',
  route: { parent: '/permission', path: 'blacklist', name: 'Blacklist' },
  sort: { field: 'id', order: 'ASC' },
  perPage: 2,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'phone', type: 'text', required: true, filter: 'text' },
    { source: 'reason', type: 'text', filter: 'text' },
    { source: 'hits', type: 'number', filter: 'numberRange' },
    { source: 'userId', type: 'reference', list: false, reference: { resource: 'userOption', optionText: 'userName' } },
  ],
  texts: {
    en: { resources: { blacklist: { name: 'Blacklist', fields: { id: 'Id', phone: 'Phone', reason: 'Reason', hits: 'Hits', userId: 'Owner' } } } },
    zh: { resources: { blacklist: { name: '黑名单', fields: { id: '编号', phone: '手机号', reason: '原因', hits: '命中次数', userId: '所属用户' } } } },
  },
};
