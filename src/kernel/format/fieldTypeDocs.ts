/**
 * What each field type is, in one line, and an example of its value on the wire: the JSON Schema
 * of the format (jsonSchema.ts), docs/format-reference.md and the server's OpenAPI document each
 * type with it. Typed by FieldType, so a new type cannot go undocumented.
 */
import type { FieldType } from './definition/names';

export interface FieldTypeDoc {
  description: string;
  example: unknown;
}

export const FIELD_TYPE_DOCS: Readonly<Record<FieldType, FieldTypeDoc>> = {
  text: { description: 'One line of text', example: 'Spring sale' },
  textarea: { description: 'Text over several lines', example: 'First line\nSecond line' },
  number: { description: 'A number (`integer`, `min`, `max`, `step`)', example: 42 },
  datetime: { description: "A date and time; how it travels is `format.wire` (default 'YYYY-MM-DD HH:mm:ss' text)", example: '2030-01-31 09:30:00' },
  select: { description: 'One of the `choices`, stored as its id', example: 'spam' },
  reference: { description: 'The id of a record of another resource (`reference`)', example: 7 },
  password: { description: 'A secret, never listed nor shown', example: 'S3cret!' },
  status: { description: 'One of the `choices`, shown as a coloured badge', example: 1 },
  boolean: { description: 'Yes or no, shown as a checkbox', example: true },
  email: { description: 'An e-mail address', example: 'ann@example.com' },
  url: { description: 'A web address (http or https)', example: 'https://example.com/offer' },
  smsCode: { description: 'An SMS code, with a button that sends one', example: '123456' },
  date: { description: "A calendar day, 'YYYY-MM-DD'", example: '2030-01-31' },
  time: { description: "A time of day, 'HH:mm'", example: '09:30' },
  dateRange: { description: "Two days [start, end], each 'YYYY-MM-DD', the end not before the start", example: ['2030-01-01', '2030-01-31'] },
  switch: { description: 'Yes or no, shown as a switch', example: true },
  slider: { description: 'A number chosen on a slider from `min` to `max` by `step`', example: 40 },
  rating: { description: 'A whole number of stars from 0 to `max` (default 5)', example: 4 },
  color: { description: "A colour '#rrggbb', shown as a swatch", example: '#1976d2' },
  multiSelect: { description: 'Several ids among the `choices` (or the records of a `reference`)', example: ['sms', 'mail'] },
  tags: { description: 'Free words (`choices` suggest some; `maxItems`, each tag at most `maxLength`)', example: ['vip', 'spring'] },
  markdown: { description: 'Markdown text, shown rendered and sanitised', example: '# Offer\n\n**20%** off' },
  richText: { description: 'HTML from a rich-text editor; the server keeps only safe tags and attributes', example: '<p>Hello <strong>all</strong></p>' },
  json: { description: 'Any JSON value, edited as JSON (at most `maxLength` characters of JSON text)', example: { retries: 3, channels: ['sms'] } },
  code: {
    description: "Source text edited in a code editor (`language`: json, sql, javascript, html, css, markdown; json is highlighted and must parse), at most `maxLength` characters",
    example: 'SELECT id, phone FROM contacts WHERE active = 1',
  },
  image: { description: 'An uploaded image, stored as its URL (`accept`, `crop`)', example: '/api/upload/files/3f2a9c' },
  images: { description: 'Uploaded images, stored as their URLs (`maxItems`, `accept`, `crop`)', example: ['/api/upload/files/3f2a9c', '/api/upload/files/9b1c4e'] },
  file: { description: 'An uploaded file of a type `accept` lists, stored as its URL', example: '/api/upload/files/5d7e21' },
  object: { description: 'A group of sub-fields (`fields`) stored as one object', example: { city: 'Paris', zip: '75001' } },
  array: { description: 'Repeatable rows of sub-fields (`fields`), stored as a list of objects (`minItems`, `maxItems`)', example: [{ delay: 60, message: 'Welcome' }] },
  references: { description: 'Ids of several records of another resource (`reference`), shown as chips', example: [3, 8] },
};

/** The one line a JSON Schema or an API document shows for a type: its description and its example value. */
export const fieldTypeSummary = (type: FieldType): string => `${FIELD_TYPE_DOCS[type].description}. Value, e.g. \`${JSON.stringify(FIELD_TYPE_DOCS[type].example)}\``;
