/** Conventional resources of the tests' own with every rich field type (`date` to `references` in FIELD_TYPES; as parseResourceFile resolves them). */
import { conventional } from './conventionalSchema';

export const contact = conventional({
  name: 'contact',
  label: 'Contacts',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
  ],
});

export const campaign = conventional({
  name: 'campaign',
  label: 'Campaigns',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true },
    { source: 'day', type: 'date' },
    { source: 'at', type: 'time' },
    { source: 'period', type: 'dateRange' },
    { source: 'active', type: 'switch' },
    { source: 'volume', type: 'slider', min: 0, max: 100, step: 5 },
    { source: 'stars', type: 'rating' },
    { source: 'colour', type: 'color' },
    { source: 'channels', type: 'multiSelect', choices: [{ id: 'sms', name: 'SMS' }, { id: 'email', name: 'E-mail' }, { id: 'push', name: 'Push' }] },
    { source: 'labels', type: 'tags', maxLength: 10, maxItems: 4 },
    { source: 'notes', type: 'markdown' },
    { source: 'body', type: 'richText' },
    { source: 'meta', type: 'json' },
    { source: 'cover', type: 'image' },
    { source: 'gallery', type: 'images', maxItems: 3 },
    { source: 'attachment', type: 'file', accept: ['application/pdf', '.csv'] },
    {
      source: 'address',
      type: 'object',
      fields: [
        { source: 'city', type: 'text', required: true },
        { source: 'zip', type: 'text', maxLength: 6 },
      ],
    },
    {
      source: 'steps',
      type: 'array',
      maxItems: 5,
      fields: [
        { source: 'delay', type: 'number', integer: true, min: 0, max: 3600 },
        { source: 'text', type: 'text' },
        { source: 'html', type: 'richText' },
        { source: 'photo', type: 'image' },
      ],
    },
    { source: 'contacts', type: 'references', reference: { resource: 'contact', onDelete: 'setNull' } },
  ],
});

/** A resource whose list of contacts keeps them from being deleted. */
export const mailing = conventional({
  name: 'mailing',
  label: 'Mailings',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
    { source: 'to', type: 'references', reference: { resource: 'contact' } },
  ],
});

/** A value of every type, as the wire carries it (the uploads' URLs are filled in by each test). */
export const fullCampaign = {
  title: 'Spring',
  day: '2026-05-01',
  at: '09:30',
  period: ['2026-05-01', '2026-05-31'],
  active: true,
  volume: 40,
  stars: 4,
  colour: '#1E88E5',
  channels: ['sms', 'push'],
  labels: ['vip', 'beta'],
  notes: '# Title\n\n\tSome **bold** text',
  body: '<p>Hello <strong>world</strong></p>',
  meta: { retries: 3, nested: { list: [1, 'two', null, true] } },
  address: { city: 'Shanghai', zip: '200000' },
  steps: [
    { delay: 60, text: 'first' },
    { delay: 120, text: 'second' },
  ],
};
