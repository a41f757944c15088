// @vitest-environment node
/**
 * GET /api/openapi.json through the Node server: a valid OpenAPI 3.1 document (checked by
 * @readme/openapi-parser) that holds every route the server answers (every endpoint of the table,
 * the five operations of every conventional resource, a resource file dropped while it runs), with
 * roles, bodies and codes from the same declarations; admin only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKey, isPublic } from '../../../src/kernel/http/endpoints';
import { createApi } from '../../../server/handlers';
import { ENDPOINT_NOTES, MAX_CREDENTIAL } from '../../../server/openapi/endpointNotes';
import { linkOf } from '../../../server/openapi/declaredLink';
import { openApiPath, verbOf } from '../../../server/openapi/paths';
import type { OpenApiDocument, Operation } from '../../../server/openapi/openapiTypes';
import { startServer, type RunningServer } from '../../../server/http/startServer';
import { createMemoryStore } from '../../../server/store';
import { resources as registry } from '../../../src/kernel/resources/registry';
import { TEST_PASSWORDS } from '../storage/stores';
import { BLACKLIST_JSON } from './conventional/blacklist';

/** Editors read and create, only admins delete and export. */
const COUPON_JSON = {
  name: 'coupon',
  roles: ['admin', 'editor'],
  access: { delete: ['admin'], export: ['admin'] },
  fields: [
    { source: 'code', type: 'text', required: true, maxLength: 12, pattern: { value: '^[A-Z0-9]+$', message: 'Capitals and digits' } },
    { source: 'kind', type: 'select', choices: [{ id: 1, name: 'Percent' }, { id: 2, name: 'Amount' }] },
    { source: 'note', type: 'textarea' },
    { source: 'secret', type: 'text', roles: { view: ['admin'] } },
  ],
  actions: [
    { name: 'makePercent', label: 'Percent', placement: 'bulk', effect: { kind: 'update', set: { kind: 1 } } },
    { name: 'retire', label: 'Retire', placement: 'row', roles: ['admin'], visibleWhen: { field: 'kind', equals: 1 }, effect: { kind: 'update', set: { note: 'retired' } } },
  ],
};

/** The file dropped while the server runs. */
const PROMO_JSON = { name: 'promo', fields: [{ source: 'title', type: 'text', required: true }] };

let dist = '';
let server: RunningServer;
const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' };
/** The server's endpoint table (the same declarations, with the control endpoints it registers). */
const specs = createApi(createMemoryStore({ control: true })).specs;

const writeConfig = (files: string[]) => writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: files }));
const writeResource = (name: string, json: object) => writeFileSync(join(dist, 'resources', `${name}.json`), JSON.stringify(json));

async function get(path: string, token?: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.url}api${path}`, { headers: token ? { Token: token } : {} });
  return { status: response.status, json: await response.json() };
}

async function login(userName: string): Promise<string> {
  const response = await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: '111111' }) });
  return ((await response.json()) as { data: string }).data;
}

const openApi = async (): Promise<OpenApiDocument> => (await get('/openapi.json', tokens.admin)).json as OpenApiDocument;

const operation = (document: OpenApiDocument, method: string, path: string): Operation | undefined => document.paths[path]?.[verbOf(method)];

const CONVENTIONAL = [
  ['GET', ''],
  ['POST', ''],
  ['GET', '/{id}'],
  ['PUT', '/{id}'],
  ['DELETE', '/{id}'],
] as const;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sms-openapi-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeResource('blacklist', BLACKLIST_JSON);
  writeResource('coupon', COUPON_JSON);
  writeConfig(['resources/blacklist.json', 'resources/coupon.json']);
  server = await startServer({ port: 0, distDir: dist, store: createMemoryStore({ control: true, passwords: TEST_PASSWORDS }), resourceRecheckMs: 0 });
  tokens.admin = await login('admin');
  tokens.editor = await login('editor');
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    // The parser dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result).toMatchObject({ valid: true, warnings: [] });
  });

  it('holds every endpoint of the table and the five operations of every conventional resource', async () => {
    const document = await openApi();
    expect(specs.length).toBeGreaterThan(30);
    const missing = specs.filter((spec) => !operation(document, spec.method, openApiPath(spec.path))).map(endpointKey);
    expect(missing).toEqual([]);
    for (const [method, suffix] of CONVENTIONAL) expect(operation(document, method, `/blacklist${suffix}`), `${method} /blacklist${suffix}`).toBeDefined();
    expect(operation(document, 'POST', '/user/login')?.summary).toBe('Sign in');
  });

  it('holds a resource file added while the server runs, at the next request', async () => {
    expect(operation(await openApi(), 'GET', '/promo')).toBeUndefined();
    writeResource('promo', PROMO_JSON);
    writeConfig(['resources/blacklist.json', 'resources/coupon.json', 'resources/promo.json']);
    const document = await openApi();
    for (const [method, suffix] of CONVENTIONAL) expect(operation(document, method, `/promo${suffix}`), `${method} /promo${suffix}`).toBeDefined();
    // And the server answers there: the document describes what is served.
    expect((await get('/promo', tokens.admin)).json).toMatchObject({ code: '00000' });
    expect((await validate(structuredClone(document) as Parameters<typeof validate>[0])).valid).toBe(true);
  });

  it("gives each conventional operation the roles of the file's roles and access", async () => {
    const document = await openApi();
    expect(operation(document, 'GET', '/coupon')?.['x-roles']).toEqual(['admin', 'editor']);
    expect(operation(document, 'POST', '/coupon')?.['x-roles']).toEqual(['admin', 'editor']);
    expect(operation(document, 'DELETE', '/coupon/{id}')?.['x-roles']).toEqual(['admin']);
    expect(operation(document, 'GET', '/coupon')?.description).toContain('Export (export=1): admin.');
    expect(operation(document, 'GET', '/blacklist')?.['x-roles']).toEqual(['admin']);
    expect(operation(document, 'GET', '/coupon')?.parameters?.map((parameter) => parameter.name)).toEqual(['sort', 'range', 'filter', 'export']);
    expect(operation(document, 'GET', '/coupon')?.responses['200']?.headers).toHaveProperty('Content-Range');
  });

  it("holds each update action of a file, one record and (bulk placement) selected records, with the action's roles", async () => {
    const document = await openApi();
    expect(operation(document, 'POST', '/coupon/{id}/_actions/makePercent')?.['x-roles']).toEqual(['admin', 'editor']);
    expect(operation(document, 'POST', '/coupon/_actions/makePercent')?.description).toContain('Sets kind = 1');
    expect(operation(document, 'POST', '/coupon/{id}/_actions/retire')?.['x-roles']).toEqual(['admin']);
    expect(operation(document, 'POST', '/coupon/{id}/_actions/retire')?.description).toContain('Only for records matching');
    expect(operation(document, 'POST', '/coupon/_actions/retire')).toBeUndefined();
  });

  it('describes the record and its bodies from the fields', async () => {
    const { components } = await openApi();
    const create = components.schemas['resource.coupon.create'];
    expect(create).toMatchObject({ type: 'object', required: ['code'], additionalProperties: false });
    expect(create?.properties?.code).toMatchObject({ type: 'string', maxLength: 12, pattern: '^[A-Z0-9]+$' });
    expect(create?.properties?.kind).toMatchObject({ type: ['integer', 'null'], enum: [1, 2, null] });
    // A field without maxLength has the conventional cap.
    expect(create?.properties?.note).toMatchObject({ maxLength: 1000 });
    expect(create?.properties?.secret).toMatchObject({ 'x-roles': { view: ['admin'] } });
    expect(components.schemas['resource.coupon.update']?.required).toBeUndefined();
    expect(components.schemas['resource.coupon']?.properties?.id).toMatchObject({ type: 'integer', readOnly: true });
    // The spec's endpoints: bodies from packageConf's, sendName's and user's fields.
    expect(components.schemas['resource.packageConf.create']?.required).toEqual(['packageId', 'userId', 'totalNum', 'remainNum', 'name']);
    expect(components.schemas['resource.sendName.update']).toMatchObject({ required: ['id'] });
    expect(components.schemas['resource.user.create']?.properties?.password).toMatchObject({ type: 'string', maxLength: 128 });
    expect(components.schemas['resource.user']?.properties).not.toHaveProperty('password');
  });

  it('describes the versions of conventional records: stamps, If-Match, ?_version and the 409 of a stale write', async () => {
    const document = await openApi();
    const { schemas } = document.components;
    expect(schemas['resource.coupon']?.properties?._version).toMatchObject({ type: 'integer', readOnly: true });
    expect(schemas['resource.coupon']?.properties?._updatedBy).toMatchObject({ readOnly: true });
    expect(schemas['resource.coupon']?.required).toEqual(['id', '_version']);
    expect(schemas['resource.coupon.update']?.properties?._version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(schemas['resource.coupon.create']?.properties).not.toHaveProperty('_version');
    // The spec's own records carry no version.
    expect(schemas['resource.packageConf']?.properties).not.toHaveProperty('_version');
    const update = operation(document, 'PUT', '/coupon/{id}');
    const remove = operation(document, 'DELETE', '/coupon/{id}');
    expect(update?.parameters?.map((parameter) => parameter.name)).toEqual(['id', 'If-Match']);
    expect(remove?.parameters?.map((parameter) => parameter.name)).toEqual(['id', 'If-Match', '_version']);
    for (const written of [update, remove]) {
      expect(written?.['x-codes']).toContainEqual(expect.objectContaining({ code: '40901', status: 409 }));
      expect(written?.responses).toHaveProperty('409');
    }
    expect(operation(document, 'GET', '/coupon/{id}')?.responses).not.toHaveProperty('409');
  });

  it('names the security, roles and codes of each endpoint', async () => {
    const document = await openApi();
    for (const spec of specs) {
      const found = operation(document, spec.method, openApiPath(spec.path));
      const codes = found?.['x-codes'].map(({ code }) => code) ?? [];
      if (isPublic(spec)) expect(found?.security, endpointKey(spec)).toEqual([]);
      else expect(codes, endpointKey(spec)).toContain('50008');
      if (spec.roles) expect(found?.['x-roles'], endpointKey(spec)).toEqual(spec.roles);
      if (spec.roles) expect(codes, endpointKey(spec)).toContain('40300');
    }
    const add = operation(document, 'POST', '/sms/addPackageConf');
    // The file's roles are the default: stored permissions may widen or narrow them, as the document says.
    expect(add?.['x-roles']).toEqual(['admin']);
    expect(document.info.description).toContain('may widen or narrow');
    expect(add?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/resource.packageConf.create' });
    expect(add?.['x-codes'].map(({ code }) => code)).toEqual(['00000', '40000', '40001', '40300', '40900', '41300', '41500', '50008']);
    expect(add?.responses['413']?.description).toContain('41300');
    expect(operation(document, 'POST', '/upload/image')?.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(operation(document, 'GET', '/vue-element-admin/article/detail')?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
  });

  it('documents every hand-written endpoint by a note or by the resource file it serves', () => {
    const bare = specs.filter((spec) => !ENDPOINT_NOTES[endpointKey(spec)] && !linkOf(spec, registry)).map(endpointKey);
    expect(bare).toEqual([]);
    const stale = Object.keys(ENDPOINT_NOTES).filter((key) => !specs.some((spec) => endpointKey(spec) === key));
    expect(stale).toEqual([]);
  });

  it("states the login's credential limit the handler holds", async () => {
    const post = async (userName: string) =>
      (await (await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: 'x' }) })).json()) as { code: string | number };
    expect((await post('a'.repeat(MAX_CREDENTIAL + 1))).code).toBe('40001');
    expect((await post('a'.repeat(MAX_CREDENTIAL))).code).toBe(60204);
  });

  it('is refused to an editor (40300) and without a session (50008)', async () => {
    expect(await get('/openapi.json', tokens.editor)).toMatchObject({ status: 403, json: { code: '40300', data: null } });
    expect(await get('/openapi.json')).toMatchObject({ status: 200, json: { code: 50008, message: 'Illegal token, please log in again.' } });
  });
});
