// @vitest-environment node
/**
 * Export -> import round trip on the store TEST_STORE names: the console's export (exportTable,
 * written as CSV and as XLSX) read back by the console's import (readImportFile, the mapping, the
 * label row skipped) and sent to POST /api/<name>/_import gives records equal to the exported ones,
 * field by field, on public/resources/campaign.json and on a fixture with every importable type.
 * Then the names a person writes instead of ids: a choice's label in either language, a reference's
 * option text (unique, unknown, or ambiguous with its candidates named), a send name by its text.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { readImportFile } from '../../../../src/crud/batch/importFile';
import { autoMap, choiceIdOf, mappedRows, startsWithLabels, withoutLabelRow } from '../../../../src/crud/batch/importMapping';
import { exportFields, exportTable, tableFile, type ExportFormat } from '../../../../src/crud/export/exportTable';
import { fieldLabel } from '../../../../src/kernel/format/defaults';
import type { ImportAnswer } from '../../../../src/kernel/http/batch';
import { messagesFor } from '../../../../src/kernel/texts/messages';
import { createTranslator } from '../../../../src/kernel/texts/translate';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../../src/kernel/types';
import { PNG } from '../../../fixtures/images';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { campaign, sample, team } from './roundTripFixtures';

interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
}

type Row = AnyRecord & { id: number };

let opened: TestStore;
let app: ReturnType<typeof createApi>['app'];
let admin = '';

async function call<T = unknown>(path: string, options: { method?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<Answer<T>> {
  const url = new URL(`http://localhost/api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { Token: admin };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

async function upload(bytes: BlobPart, name: string, path: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const answer = await call<{ url: string }>(path, { method: 'POST', body: form });
  expect(answer.code).toBe('00000');
  return answer.data.url;
}

const created = async (name: string, body: Record<string, unknown>): Promise<Row> => {
  const answer = await call<Row>(`/${name}`, { method: 'POST', body });
  expect(answer.message).toBe('success');
  return answer.data;
};

const listOf = async (name: string): Promise<Row[]> => (await call<Row[]>(`/${name}`, { query: { range: '[0,999]', sort: '["id","ASC"]' } })).data;

/** What the console does between the file and the request, in English. */
async function importedRows(schema: ResourceSchema, format: ExportFormat, rows: readonly AnyRecord[], language: 'en' | 'zh' = 'en') {
  const translate = createTranslator(messagesFor(language, schema.texts ?? {}));
  const fields = exportFields(schema, () => true);
  const blob = await tableFile(exportTable(schema, fields, rows, translate), format);
  const read = await readImportFile(new File([blob], `${schema.name}.${format}`), [format]);
  const labelOf = (field: FieldSchema) => translate(fieldLabel(schema, field).key, { _: fieldLabel(schema, field).fallback });
  const importable = schema.fields.filter((field) => field.create !== false);
  const mapping = autoMap(read.columns, importable, labelOf);
  expect(startsWithLabels(read, mapping, importable, (field) => [labelOf(field)])).toBe(true);
  const file = withoutLabelRow(read);
  const fieldOf = (source: string) => importable.find((field) => field.source === source);
  return { fields, rows: mappedRows(file, mapping, (source, cell) => choiceIdOf(fieldOf(source), cell, (name) => translate(String(name), { _: String(name) }))) };
}

/** Each exported field of each record, without the id (the imported records are new ones). */
const exported = (fields: readonly FieldSchema[], rows: readonly AnyRecord[]) =>
  rows.map((row) => Object.fromEntries(fields.filter((field) => field.source !== 'id').map((field) => [field.source, row[field.source] ?? null])));

async function roundTrip(schema: ResourceSchema, format: ExportFormat): Promise<void> {
  const before = await listOf(schema.name);
  const { fields, rows } = await importedRows(schema, format, before);
  const answer = await call<ImportAnswer>(`/${schema.name}/_import`, { method: 'POST', body: { rows } });
  expect(answer.data.refused).toEqual([]);
  expect(answer.code).toBe('00000');
  const after = exported(fields, (await listOf(schema.name)).slice(before.length));
  const wanted = exported(fields, before);
  expect(after).toHaveLength(wanted.length);
  // Field by field, so that a failure names the type that did not come back.
  wanted.forEach((record, index) => {
    for (const [source, value] of Object.entries(record)) expect(after[index][source], `${schema.name} row ${index} ${source}`).toEqual(value);
  });
}

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  app = createApi(opened.store, undefined, { resources: fixedResources([team, campaign, sample]) }).app;
});
beforeEach(async () => {
  await opened.store.reset();
  admin = (await call<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } })).data;
});
afterAll(async () => {
  await opened.dispose();
});

async function sampleRecords(): Promise<void> {
  const red = await created('team', { name: 'Red' });
  const blue = await created('team', { name: 'Blue, "the" best' });
  const picture = await upload(PNG, 'a.png', '/upload/image');
  const other = await upload(PNG, 'b.png', '/upload/image');
  const sheet = await upload('a,b\n1,2\n', 'data.csv', '/upload/file');
  await created('sample', {
    text: '=SUM(A1) "quoted", with commas',
    textarea: 'two\nlines',
    number: -12.5,
    datetime: '2024-03-05 10:20:30',
    epoch: 1_709_634_030_123,
    select: 'high',
    reference: blue.id,
    status: 2,
    boolean: true,
    email: 'a@x.io',
    url: 'https://example.com/a?b=1',
    date: '2024-03-05',
    time: '09:30',
    dateRange: ['2024-03-01', '2024-03-31'],
    switch: false,
    slider: 0.3,
    rating: 4,
    color: '#1976d2',
    multiSelect: ['low', 'high'],
    tags: ['a, b', '-x', '中文'],
    markdown: '# Title\n\n- item',
    richText: '<p>Hi <strong>there</strong></p>',
    json: { nested: [1, { deep: true }], text: 'x' },
    code: '{\n  "utm_source": "sms"\n}',
    image: picture,
    images: [picture, other],
    file: sheet,
    object: { city: 'Paris', zip: 75001 },
    array: [{ delay: 0, message: 'Hello' }, { delay: 60, message: '+1 again' }],
    references: [red.id, blue.id],
  });
  await created('sample', { text: '007', number: 0, array: [{ delay: 1, message: 'only this' }], select: 'low', boolean: false, references: [red.id] });
}

async function campaignRecords(): Promise<void> {
  const senders = await opened.store.sendNames.list();
  expect(senders.length).toBeGreaterThan(1);
  const base = { period: ['2024-05-01', '2024-05-31'], senders: [senders[0].id, senders[1].id], steps: [{ delay: 0, message: 'Hi' }] };
  await created('campaign', { ...base, title: 'Spring', status: 'running', audience: ['vip', 'new'], priority: 5, brief: 'b', tracking: '{"a":1}' });
  await created('campaign', { ...base, title: 'Summer', status: 'done', sendAt: '18:00', accent: '#ff0000', steps: [{ delay: 0, message: 'One' }, { delay: 300, message: 'Two, "quoted"' }] });
  await created('campaign', { ...base, title: 'Draft', senders: [senders[1].id] });
}

describe(`export -> import round trip (${TEST_STORE})`, () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`gives back every importable field type unchanged (${format})`, async () => {
      await sampleRecords();
      await roundTrip(sample, format);
    });

    it(`gives back public/resources/campaign.json's records unchanged (${format})`, async () => {
      await campaignRecords();
      await roundTrip(campaign, format);
    });
  }

  it('reads a choice by its label in either language and a reference by its name, as the mapping sends them', async () => {
    await sampleRecords();
    const rows = [
      { text: 'by label', select: 'High', status: '关', multiSelect: '低, High', reference: 'Red', references: 'Red', array: '[{"delay":5,"message":"m"}]' },
    ];
    const answer = await call<ImportAnswer>('/sample/_import', { method: 'POST', body: { rows } });
    expect(answer.data.refused).toEqual([]);
    const [, , row] = await listOf('sample');
    const red = (await listOf('team'))[0];
    expect(row).toMatchObject({ select: 'high', status: 2, multiSelect: ['low', 'high'], reference: red.id, references: [red.id], array: [{ delay: 5, message: 'm' }] });
  });

  it('refuses an unknown reference text, and an ambiguous one naming at most 5 candidates; nothing refused is stored', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push((await created('team', { name: 'Twin' })).id);
    await created('team', { name: 'Pair' });
    await created('team', { name: 'Pair' });
    const rows = [
      { text: 'a', array: '[{"delay":0,"message":"m"}]', reference: 'Nobody' },
      { text: 'b', array: '[{"delay":0,"message":"m"}]', reference: 'Twin' },
      { text: 'c', array: '[{"delay":0,"message":"m"}]', references: '["Pair"]' },
    ];
    const answer = await call<ImportAnswer>('/sample/_import', { method: 'POST', body: { rows, mode: 'valid' } });
    const fields = answer.data.refused.map((refusal) => refusal.fields);
    expect(fields[0]).toEqual({ reference: 'reference: no team record is "Nobody": give its id or its name' });
    expect(fields[1]).toEqual({ reference: `reference: "Twin" names 6 team records (${ids.slice(0, 5).map((id) => `#${id}`).join(', ')} (and 1 more)): give the id of one` });
    expect(fields[2]?.references).toMatch(/^references: "Pair" names 2 team records \(#\d+, #\d+\): give the id of one$/);
    expect(await listOf('sample')).toEqual([]);
  });

  it('names a field no column gives whose default a new record cannot take at that field, not at a sub-path', async () => {
    const [sender] = await opened.store.sendNames.list();
    const rows = [{ title: 'No steps', period: '2024-05-01 ~ 2024-05-31', senders: String(sender.id) }];
    const answer = await call<ImportAnswer>('/campaign/_import', { method: 'POST', body: { rows } });
    expect(answer.code).toBe('40001');
    expect(answer.data.refused).toEqual([
      { row: 0, message: 'steps: no column gives steps, and a new record cannot take its default (steps[0].message: this field is required)', fields: { steps: expect.stringContaining('no column gives steps') } },
    ]);
    expect(await listOf('campaign')).toEqual([]);
  });

  it("names a campaign's send names by their text", async () => {
    const [first, second] = await opened.store.sendNames.list();
    const rows = [{ title: 'By name', period: '2024-05-01 ~ 2024-05-31', senders: `${first.sendName}, ${second.sendName}`, status: 'Running', steps: '[{"delay":0,"message":"Hi"}]' }];
    const answer = await call<ImportAnswer>('/campaign/_import', { method: 'POST', body: { rows } });
    expect(answer.data.refused).toEqual([]);
    expect((await listOf('campaign'))[0]).toMatchObject({ senders: [first.id, second.id], status: 'running' });
  });
});
