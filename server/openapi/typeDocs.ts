/**
 * What each field type's value is, in words and by example, for the API documentation (one table,
 * so that it can join the kernel's shared one later). The types of issue 27; the older ones are
 * described by their JSON Schema alone.
 */
import type { FieldType } from '../../src/kernel/format/definition/names';

export interface TypeDoc {
  description: string;
  example: unknown;
}

export const TYPE_DOCS: Readonly<Partial<Record<FieldType, TypeDoc>>> = {
  date: { description: 'A day as YYYY-MM-DD', example: '2026-05-01' },
  time: { description: 'A time of day as HH:mm (24 hours)', example: '09:30' },
  dateRange: { description: 'Two days [start, end] as YYYY-MM-DD, the end not before the start', example: ['2026-05-01', '2026-05-31'] },
  switch: { description: 'On (true) or off (false)', example: true },
  slider: { description: 'A number between min and max, in steps of step', example: 40 },
  rating: { description: 'Whole stars from 0 to max (5 unless stated)', example: 4 },
  color: { description: 'A colour as #rrggbb (answered in lower case)', example: '#1e88e5' },
  multiSelect: { description: 'The ids of the chosen options (or records), each once', example: ['sms', 'email'] },
  tags: { description: 'Free words, each once; maxLength is the longest tag', example: ['vip', 'beta'] },
  markdown: { description: 'Markdown text (newlines kept)', example: '# Title\n\nSome **bold** text' },
  richText: { description: 'HTML kept to an allow-list of tags and attributes: script, event handlers and javascript: links are removed', example: '<p>Hello <strong>world</strong></p>' },
  json: { description: 'Any JSON value: an object, an array, text, a number, true or false', example: { retries: 3, channels: ['sms'] } },
  image: { description: 'The URL of an image uploaded by the same user (POST /upload/image)', example: '/api/upload/files/0123456789abcdef01234567' },
  images: { description: 'URLs of images uploaded by the same user (POST /upload/image), each once', example: ['/api/upload/files/0123456789abcdef01234567'] },
  file: { description: 'The URL of a file uploaded by the same user (POST /upload/file) of a type accept lists', example: '/api/upload/files/89abcdef0123456789abcdef' },
  object: { description: 'A group of sub-field values, as one object', example: { city: 'Shanghai', zip: '200000' } },
  array: { description: 'Rows of sub-field values, in order', example: [{ delay: 60, text: 'Hello' }] },
  references: { description: 'Ids of records of the referenced resource, each once', example: [1, 2] },
};
