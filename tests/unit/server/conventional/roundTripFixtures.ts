/**
 * The round trip's resources: public/resources/campaign.json with import turned on, and `sample`,
 * a conventional resource with a field of every type an import may set (password and smsCode are
 * never imported), whose choices are named by keys of its texts in English and Chinese.
 */
import campaignFile from '../../../../public/resources/campaign.json';
import { parseResourceFile } from '../../../../src/kernel/format/parse';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { conventional } from './conventionalSchema';

export const team = conventional({
  name: 'team',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
  ],
});

export const campaign: ResourceSchema = { ...parseResourceFile({ ...campaignFile, import: true, bulkEdit: true }, 'campaign.json').schema! };

const levels = [
  { id: 'low', name: 'sample.levels.low' },
  { id: 'high', name: 'sample.levels.high' },
];

export const sample = conventional({
  name: 'sample',
  roles: ['admin', 'editor'],
  import: true,
  export: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'text', type: 'text', required: true },
    { source: 'textarea', type: 'textarea' },
    { source: 'number', type: 'number' },
    { source: 'datetime', type: 'datetime' },
    { source: 'epoch', type: 'datetime', format: { type: 'datetime', wire: 'epoch' } },
    { source: 'select', type: 'select', choices: levels },
    { source: 'reference', type: 'reference', reference: { resource: 'team', optionText: 'name' } },
    { source: 'status', type: 'status', choices: [{ id: 1, name: 'sample.on' }, { id: 2, name: 'sample.off' }] },
    { source: 'boolean', type: 'boolean' },
    { source: 'email', type: 'email' },
    { source: 'url', type: 'url' },
    { source: 'date', type: 'date' },
    { source: 'time', type: 'time' },
    { source: 'dateRange', type: 'dateRange' },
    { source: 'switch', type: 'switch' },
    { source: 'slider', type: 'slider', min: 0, max: 1, step: 0.1 },
    { source: 'rating', type: 'rating' },
    { source: 'color', type: 'color' },
    { source: 'multiSelect', type: 'multiSelect', choices: levels },
    { source: 'tags', type: 'tags' },
    { source: 'markdown', type: 'markdown' },
    { source: 'richText', type: 'richText' },
    { source: 'json', type: 'json' },
    { source: 'code', type: 'code', language: 'json' },
    { source: 'image', type: 'image' },
    { source: 'images', type: 'images' },
    { source: 'file', type: 'file' },
    { source: 'object', type: 'object', fields: [{ source: 'city', type: 'text', required: true }, { source: 'zip', type: 'number' }] },
    { source: 'array', type: 'array', minItems: 1, fields: [{ source: 'delay', type: 'number', required: true }, { source: 'message', type: 'text', required: true }] },
    { source: 'references', type: 'references', reference: { resource: 'team', optionText: 'name' } },
  ],
  texts: {
    en: { sample: { levels: { low: 'Low', high: 'High' }, on: 'On', off: 'Off' } },
    zh: { sample: { levels: { low: '低', high: '高' }, on: '开', off: '关' } },
  },
});
