/** The notes of the published resource files' endpoints (server/handlers/resourceFilesApi.ts). */
import { MAX_FILE_REVISIONS, MAX_UNPUBLISHED_LISTED } from '../../src/kernel/http/resourceFiles';
import { MAX_RESOURCE_FILES, RESOURCE_FILE_MAX_BYTES } from '../http/resourceFiles';
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const nullable = (type: 'string' | 'integer'): JsonSchema => ({ type: [type, 'null'] });

const entry: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    source: { enum: ['disk', 'published'] },
    file: { type: 'string', description: "The disk file's path under the static root, or published:<name>" },
    updatedAt: { ...nullable('string'), description: 'ISO 8601; null for a disk file' },
    updatedBy: { ...nullable('string'), description: 'userName of the publisher; null for a disk file' },
    revision: { ...nullable('integer'), description: 'Store-wide revision of the last write; null for a disk file' },
    served: { type: 'boolean', description: 'Whether the server serves its API now' },
  },
};

const servedFile: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    file: { type: 'string', description: 'published:<name>' },
    body: { type: 'object', description: 'The resource file' },
  },
};

const revision: JsonSchema = {
  type: 'object',
  properties: {
    revision: { type: 'integer', description: 'The store-wide revision the publish took' },
    publishedAt: { type: 'string', format: 'date-time' },
    publishedBy: { type: 'string', description: 'userName of the publisher' },
    rolledBackFrom: { ...nullable('integer'), description: 'The revision a rollback published again; null for a plain publish' },
  },
};

export const RESOURCE_FILE_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_resources/_served': {
    summary: 'The published resource files the caller may use (any signed-in user; the console loads them at start)',
    tag: 'resource files',
    description:
      "Each published file this server serves now whose roles include one of the caller's (admin sees all); a disk file of the same name wins. " +
      'Files with their own endpoints are answered too. Empty where published files are not served (the browser mock).',
    answer: { type: 'array', items: servedFile },
  },
  'GET /_resources': {
    summary: 'Every resource file: those config.json lists (source disk) and those published at run time',
    tag: 'resource files',
    answer: { type: 'array', items: entry },
  },
  'GET /_resources/:name': {
    summary: "A resource file's JSON (published or on disk)",
    tag: 'resource files',
    answer: { type: 'object', description: 'The resource file' },
    codes: ['invalid', 'notFound'],
  },
  'PUT /_resources/:name': {
    summary: 'Publish a resource file: every server on the database serves it within 2 s',
    tag: 'resource files',
    description:
      `The body is the file (its name must be the one in the path), at most ${RESOURCE_FILE_MAX_BYTES / 1024} KB, judged by the same check as a disk file; ` +
      `a refusal (40001) lists each problem in data.problems as {path, message, severity}. A name of the built-in API is refused (40001), ` +
      `one a disk file takes too (40900); at most ${MAX_RESOURCE_FILES} files in all (40900). A type change some stored values do not take is refused (40001, ` +
      'the field, how many values and the first ids), and the previous version keeps serving; a field with renamedFrom takes the old column with its values.',
    body: { type: 'object', description: 'The resource file' },
    answer: entry,
    codes: ['invalid', 'full'],
  },
  'POST /_resources/:name/_plan': {
    summary: 'What publishing this file would do to the stored values, changing nothing',
    tag: 'resource files',
    description:
      `The body is the draft file, as for a publish (at most ${RESOURCE_FILE_MAX_BYTES / 1024} KB). The answer lists per field: add, rename (values moved), ` +
      'convert (values converted), refused (values that do not convert, first ids) or kept (a removed field whose values stay stored).',
    body: { type: 'object', description: 'The resource file' },
    answer: { type: 'object', properties: { resource: { type: 'string' }, refused: { type: 'boolean' }, changes: { type: 'array', items: { type: 'object' } } } },
    codes: ['invalid'],
  },
  'DELETE /_resources/:name': {
    summary: 'Stop serving a published resource file (its table and records stay)',
    tag: 'resource files',
    answer: { type: 'null' },
    codes: ['invalid', 'notFound', 'full'],
  },
  'GET /_resources/_unpublished': {
    summary: `The newest kept revision of each file not published now, in name order (at most ${MAX_UNPUBLISHED_LISTED}): a rollback publishes one again`,
    tag: 'resource files',
    answer: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, revision } } },
  },
  'GET /_resources/:name/revisions': {
    summary: `The kept revisions of a published file, newest first (at most ${MAX_FILE_REVISIONS}; kept after an unpublish)`,
    tag: 'resource files',
    answer: { type: 'array', items: revision },
    codes: ['invalid', 'notFound'],
  },
  'GET /_resources/:name/revisions/:revision': {
    summary: 'One kept revision with its file',
    tag: 'resource files',
    answer: { type: 'object', properties: { ...revision.properties, file: { type: 'object', description: 'The resource file as published then' } } },
    codes: ['invalid', 'notFound'],
  },
  'POST /_resources/:name/revisions/:revision/rollback': {
    summary: 'Publish a kept revision again (a rollback): the same checks and answer as PUT /_resources/<name>, audited as a rollback',
    tag: 'resource files',
    answer: entry,
    codes: ['invalid', 'notFound', 'full'],
  },
};
