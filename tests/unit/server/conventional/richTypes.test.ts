// @vitest-environment node
/**
 * The rich field types through the API, on the store TEST_STORE names (memory, sqlite,
 * postgres): each value in its JSON type, nested errors named by path, richText sanitised on the
 * way in and out, upload URLs checked for their owner and type, reference lists checked and kept
 * sound on delete, list filters on the new types.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { sql } from 'kysely';
import type { SqlStore } from '../../../../server/sql/sqlStore';
import { PNG } from '../../../fixtures/images';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { campaign, contact, fullCampaign, mailing } from './richTypes';
import { bare } from './systemFields';

interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
}

type Row = Record<string, unknown> & { id: number };

let opened: TestStore;
let app: ReturnType<typeof createApi>['app'];
let admin = '';
let editor = '';

async function call<T = unknown>(path: string, options: { method?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<Answer<T>> {
  const url = new URL(`http://localhost/api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.Token = options.token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

const login = async (userName: string): Promise<string> => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;

async function upload(token: string, bytes: BlobPart, name: string, path = '/upload/image'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const answer = await call<{ url: string }>(path, { method: 'POST', token, body: form });
  expect(answer.code).toBe('00000');
  return answer.data.url;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  app = createApi(opened.store, undefined, { resources: fixedResources([contact, campaign, mailing]) }).app;
});
beforeEach(async () => {
  await opened.store.reset();
  admin = await login('admin');
  editor = await login('editor');
});
afterAll(async () => {
  await opened.dispose();
});

const create = (body: Record<string, unknown>, token = editor) => call<Row>('/campaign', { method: 'POST', token, body: { title: 'T', ...body } });

describe(`rich field types over the API (${TEST_STORE})`, () => {
  it('round-trips a value of every type, each in its JSON type', async () => {
    const cover = await upload(editor, PNG, 'cover.png');
    const pdf = await upload(editor, PDF, 'terms.pdf', '/upload/file');
    const one = await call<Row>('/contact', { method: 'POST', token: editor, body: { name: 'Ann' } });
    const body = { ...fullCampaign, cover, gallery: [cover], attachment: pdf, contacts: [one.data.id], steps: [{ delay: 60, text: 'first', photo: cover }] };
    const created = await create(body);
    expect(created).toMatchObject({ code: '00000' });
    const expected = { ...body, colour: '#1e88e5', id: created.data.id };
    expect(bare(created.data)).toEqual(expected);
    expect(bare((await call(`/campaign/${created.data.id}`, { token: editor })).data)).toEqual(expected);
    expect((await call<Row[]>('/campaign', { token: editor })).data.map(bare)).toEqual([expected]);
    // Sent back unchanged, nothing is refused; an empty list or group is stored as given, null empties.
    const updated = await call<Row>(`/campaign/${created.data.id}`, { method: 'PUT', token: editor, body: { ...expected, labels: [], meta: null } });
    expect(updated.data).toMatchObject({ labels: [], meta: null, steps: body.steps });
  });

  it('refuses each value of the wrong JSON type', async () => {
    const answer = await create({ active: 'true', volume: '40', stars: '4', day: 20260501, channels: 'sms', address: [], steps: {}, period: '2026-05-01' });
    expect(answer.code).toBe('40001');
    expect(answer.errors).toMatchObject({
      active: { message: 'must be true or false' },
      volume: { message: 'must be a number (not text)' },
      stars: { message: 'must be a number (not text)' },
      day: { message: 'must be text' },
      channels: { message: 'crud.notAList' },
      address: { message: 'crud.notAGroup' },
      steps: { message: 'crud.notAList' },
      period: { message: 'crud.badDateRange' },
    });
    const shapes = await create({ day: '2026-02-30', at: '25:00', period: ['2026-05-02', '2026-05-01'], volume: 42, stars: 6, colour: 'red', channels: ['fax'], labels: ['a', 'a'] });
    expect(shapes.errors).toMatchObject({
      day: { message: 'crud.badDate' },
      at: { message: 'crud.badTime' },
      period: { message: 'crud.endBeforeStart' },
      volume: { message: 'crud.badStep' },
      stars: { message: 'crud.atMost' },
      colour: { message: 'crud.badColor' },
      channels: { message: 'crud.notAChoiceItem' },
      labels: { message: 'crud.duplicateItem' },
    });
  });

  it('names the path of an invalid nested value, in the errors and the message', async () => {
    const answer = await create({ steps: [{ delay: 1 }, { delay: 2 }, { delay: 4000 }] });
    expect(answer).toMatchObject({ status: 200, code: '40001', message: 'steps[2].delay: must be at most 3600' });
    expect(answer.errors).toEqual({ 'steps[2].delay': { message: 'crud.atMost', args: { max: 3600 } } });
    // Values of the wrong JSON type or size first (as for top-level fields), every one by its path...
    const typed = await create({ address: { zip: '1234567' }, steps: [{ delay: 'soon' }, { delay: 1, text: 5 }] });
    expect(typed.errors).toEqual({
      'address.zip': { message: 'crud.tooLong', args: { max: 6 } },
      'steps[0].delay': { message: 'must be a number (not text)', args: {} },
      'steps[1].text': { message: 'must be text', args: {} },
    });
    expect(typed.message).toBe('address.zip: at most 6 characters');
    // ...then the rules, each by its path: required, unknown keys, min.
    const ruled = await create({ address: { zip: '12', extra: 1 }, steps: [{ delay: 1 }, { delay: -1 }] });
    expect(ruled.errors).toEqual({
      'address.city': { message: 'crud.required', args: {} },
      'address.extra': { message: 'crud.unknownField', args: {} },
      'steps[1].delay': { message: 'crud.atLeast', args: { min: 0 } },
    });
    // Nothing was stored.
    expect((await call<Row[]>('/campaign', { token: editor })).data).toEqual([]);
  });

  it('keeps richText to its allow-list: no script, event handler or javascript: URL is stored or answered', async () => {
    const evil = '<p onclick="x()">Hi<script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil"></iframe></p>';
    const answer = await create({ body: evil, steps: [{ html: evil }] });
    expect(answer.code).toBe('00000');
    for (const html of [answer.data.body, (answer.data.steps as Array<{ html: string }>)[0].html]) {
      expect(html).toBe('<p>Hi<img src="/a.png" /><a>link</a></p>');
    }
    // Written straight into the store (as an older value, or by hand in the database): cleaned on the way out.
    const records = await opened.store.resources.open(campaign);
    const raw = await records.insert({ title: 'raw', body: evil, steps: [{ html: evil }] });
    for (const path of [`/campaign/${raw.id}`, '/campaign']) {
      const text = JSON.stringify((await call(path, { token: editor })).data);
      expect(text).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
      expect(text).toContain('link');
    }
  });

  it('lets a user name only their own uploads (admins any), of the types the field accepts', async () => {
    const mine = await upload(editor, PNG, 'mine.png');
    const theirs = await upload(admin, PNG, 'theirs.png');
    const pdf = await upload(editor, PDF, 'doc.pdf', '/upload/file');
    const csv = await upload(editor, 'a,b\n1,2\n', 'data.csv', '/upload/file');
    const txt = await upload(editor, 'hello', 'note.txt', '/upload/file');
    expect((await create({ cover: mine, attachment: pdf })).code).toBe('00000');
    expect((await create({ attachment: csv })).code).toBe('00000');

    const other = await create({ cover: theirs });
    expect(other).toMatchObject({ code: '40001', message: 'cover must be the URL of a file uploaded here', errors: { cover: { message: 'crud.badUploadUrl' } } });
    expect((await create({ gallery: [mine, theirs] })).errors).toEqual({ gallery: { message: 'crud.badUploadUrl', args: {} } });
    expect((await create({ steps: [{ photo: mine }, { photo: theirs }] })).message).toBe('steps[1].photo: must be a file uploaded here');
    expect((await create({ cover: '/api/upload/files/0123456789abcdef01234567' })).errors).toHaveProperty('cover');
    expect((await create({ cover: 'https://example.com/cat.png' })).errors).toHaveProperty('cover');
    // Not a type the field takes: a text file for a PDF/CSV field, a PDF for an image.
    expect((await create({ attachment: txt })).errors).toHaveProperty('attachment');
    expect((await create({ cover: pdf })).errors).toHaveProperty('cover');
    // An admin may use anyone's upload; a value the record holds already is not checked again.
    const byAdmin = await create({ cover: theirs, gallery: [mine] }, admin);
    expect(byAdmin.code).toBe('00000');
    expect((await call(`/campaign/${byAdmin.data.id}`, { method: 'PUT', token: editor, body: { ...byAdmin.data, title: 'renamed' } })).code).toBe('00000');
  });

  it('serves an uploaded file that is not an image as an attachment, never HTML or SVG', async () => {
    const pdf = await upload(editor, PDF, 'doc.pdf', '/upload/file');
    // A file's URL ends in its name (so a stored value says what it is); another name is no file.
    expect(pdf).toMatch(/\/upload\/files\/[0-9a-f]{24}\/doc\.pdf$/);
    expect(await (await app.request(`http://localhost${pdf.replace(/doc\.pdf$/, 'other.pdf')}`)).json()).toMatchObject({ code: '40400' });
    expect((await app.request(`http://localhost${pdf.replace(/\/doc\.pdf$/, '')}`)).headers.get('content-type')).toBe('application/pdf');
    const response = await app.request(`http://localhost${pdf}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="doc.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csv = await app.request(`http://localhost${await upload(editor, '<script>alert(1)</script>', 'x.csv', '/upload/file')}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    for (const [bytes, name] of [
      ['<html><script>alert(1)</script></html>', 'page.html'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg'],
      ['alert(1)', 'x.js'],
      [PDF, 'doc.csv.html'],
      ['%PDF-1.4 fake', 'not-pdf.txt'],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      expect((await call('/upload/file', { method: 'POST', token: editor, body: form })).code).toBe('40001');
    }
  });

  it('checks that each id of a reference list names a record, and honours onDelete for lists', async () => {
    const ann = (await call<Row>('/contact', { method: 'POST', token: editor, body: { name: 'Ann' } })).data.id;
    const bob = (await call<Row>('/contact', { method: 'POST', token: editor, body: { name: 'Bob' } })).data.id;
    const missing = await create({ contacts: [ann, 999] });
    expect(missing).toMatchObject({ code: '40001', errors: { contacts: { message: 'crud.noSuchRecord', args: { id: 999, resource: 'contact' } } } });
    expect((await create({ contacts: ['1'] })).errors).toHaveProperty('contacts');
    const held = await create({ contacts: [ann, bob] });
    expect(held.code).toBe('00000');
    const mailed = await call<Row>('/mailing', { method: 'POST', token: editor, body: { name: 'M', to: [bob] } });
    expect(mailed.code).toBe('00000');

    // 'setNull' (campaign.contacts) takes the id out of the list; 'restrict' (mailing.to) refuses.
    const deleteAnn = await call(`/contact/${ann}`, { method: 'DELETE', token: admin });
    expect(deleteAnn.code).toBe('00000');
    expect((await call<Row>(`/campaign/${held.data.id}`, { token: editor })).data.contacts).toEqual([bob]);
    const deleteBob = await call(`/contact/${bob}`, { method: 'DELETE', token: admin });
    expect(deleteBob).toMatchObject({ code: '40001' });
    expect(deleteBob.message).toContain('1 mailing record (field to)');
  });

  it('filters on the new types and refuses sorting on a JSON value', async () => {
    const rows = [
      { title: 'a', day: '2026-01-10', active: true, stars: 5, channels: ['sms'], labels: ['Gold'], notes: 'alpha **notes**', colour: '#ff0000' },
      { title: 'b', day: '2026-02-10', active: false, stars: 3, channels: ['email', 'push'], labels: ['silver'], body: '<p>Bravo</p>' },
      { title: 'c', day: '2026-03-10', active: true, stars: 3 },
    ];
    for (const row of rows) expect((await create(row)).code).toBe('00000');
    const titles = async (filter: Record<string, unknown>, sort?: string) =>
      (await call<Row[]>('/campaign', { token: editor, query: { filter: JSON.stringify(filter), ...(sort ? { sort } : {}) } })).data.map((row) => row.title);
    expect(await titles({ day_gte: '2026-02-01', day_lte: '2026-03-31' })).toEqual(['b', 'c']);
    expect(await titles({ active: true })).toEqual(['a', 'c']);
    expect(await titles({ stars: 3 })).toEqual(['b', 'c']);
    expect(await titles({ stars_gte: 4 })).toEqual(['a']);
    expect(await titles({ channels: 'push' })).toEqual(['b']);
    expect(await titles({ channels: ['sms', 'email'] })).toEqual(['a', 'b']);
    expect(await titles({ labels: 'gol' })).toEqual(['a']);
    expect(await titles({ q: 'bravo' })).toEqual(['b']);
    expect(await titles({ q: 'alpha' })).toEqual(['a']);
    expect(await titles({ colour: 'ff00' })).toEqual(['a']);
    expect(await titles({}, '["day","DESC"]')).toEqual(['c', 'b', 'a']);
    expect(await call('/campaign', { token: editor, query: { filter: '{"channels":"fax"}' } })).toMatchObject({ code: '40001' });
    expect(await call('/campaign', { token: editor, query: { filter: '{"meta":"x"}' } })).toMatchObject({ code: '40001' });
    expect(await call('/campaign', { token: editor, query: { sort: '["steps","ASC"]' } })).toMatchObject({ code: '40001' });

    const ann = (await call<Row>('/contact', { method: 'POST', token: editor, body: { name: 'Ann' } })).data.id;
    expect((await create({ title: 'd', contacts: [ann] })).code).toBe('00000');
    expect(await titles({ contacts: ann })).toEqual(['d']);
  });

  it('takes a long markdown value within its cap, beyond the 64 KB of other bodies', async () => {
    const notes = `${'x'.repeat(99_990)}\nend`;
    const answer = await create({ notes });
    expect(answer.code).toBe('00000');
    expect((answer.data.notes as string).length).toBe(notes.length);
    expect((await create({ notes: 'y'.repeat(100_001) })).errors).toMatchObject({ notes: { message: 'crud.tooLong', args: { max: 100_000 } } });
  });
});

describe.runIf(TEST_STORE !== 'memory')(`json columns in the database (${TEST_STORE})`, () => {
  it('hold one JSON value (SQLite JSON text, PostgreSQL jsonb)', async () => {
    expect((await create({ steps: [{ delay: 1 }], labels: ['a'] })).code).toBe('00000');
    const { db } = opened.store as SqlStore;
    const kind = TEST_STORE === 'postgres' ? sql<{ kind: string }>`SELECT jsonb_typeof(${sql.id('steps')}) AS kind FROM ${sql.table('res_campaign')}` : sql<{ kind: string }>`SELECT json_type(${sql.id('steps')}) AS kind FROM ${sql.table('res_campaign')}`;
    expect((await kind.execute(db)).rows).toEqual([{ kind: 'array' }]);
    const column = (await db.introspection.getTables()).find((table) => table.name === 'res_campaign')?.columns.find((candidate) => candidate.name === 'steps');
    expect(column?.dataType.toLowerCase()).toBe(TEST_STORE === 'postgres' ? 'jsonb' : 'text');
  });
});
