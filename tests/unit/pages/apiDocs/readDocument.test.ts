// @vitest-environment node
/** The API page's reading of the server's OpenAPI document: groups, access, bodies as rows, codes; odd input tolerated. */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { openApiDocument } from '../../../../server/openapi/document';
import { createMemoryStore } from '../../../../server/store';
import { filterGroups, readApiDocument, type ApiOperation, type ApiView } from '../../../../src/pages/apiDocs/readDocument';
import { schemaRows, typeText } from '../../../../src/pages/apiDocs/schemaRows';
import { resources as registry } from '../../../../src/kernel/resources/registry';
import { blacklist } from '../../server/conventional/blacklist';

const view = readApiDocument(openApiDocument({ specs: createApi(createMemoryStore()).specs, resources: [blacklist], declared: registry, apiBase: '/api' }));

const find = (target: ApiView, key: string): ApiOperation | undefined => target.groups.flatMap((group) => group.operations).find((operation) => operation.key === key);

describe('readApiDocument', () => {
  it('groups the operations by tag and reads who may call each', () => {
    expect(view.server).toBe('/api');
    expect(view.groups.map((group) => group.tag)).toEqual(expect.arrayContaining(['user', 'packageConf', 'blacklist']));
    expect(find(view, 'POST /user/login')).toMatchObject({ isPublic: true, roles: undefined, summary: 'Sign in' });
    expect(find(view, 'GET /vue-element-admin/transaction/list')).toMatchObject({ isPublic: false, roles: undefined });
    expect(find(view, 'DELETE /blacklist/{id}')).toMatchObject({ isPublic: false, roles: ['admin'] });
  });

  it('shows a body and an answer as field rows, following $refs', () => {
    const add = find(view, 'POST /sms/addPackageConf');
    expect(add?.body?.contentType).toBe('application/json');
    const rows = schemaRows(add?.body?.schema ?? {}, view.schemas);
    expect(rows.find((row) => row.name === 'packageId')).toMatchObject({ type: 'string', required: true, rules: expect.arrayContaining([{ key: 'apiDocs.rule.maxLength', args: { limit: 64 } }]) });
    const list = find(view, 'GET /blacklist');
    expect(typeText(list?.answer?.schema ?? {}, view.schemas)).toBe('resource.blacklist[]');
    expect(schemaRows(list?.answer?.schema ?? {}, view.schemas).map((row) => row.name)).toContain('[].phone');
    expect(find(view, 'POST /user/login')?.answer?.schema).toMatchObject({ type: 'string' });
  });

  it('lists the codes with their HTTP status', () => {
    expect(find(view, 'POST /sms/addPackageConf')?.codes).toContainEqual(expect.objectContaining({ code: '40300', status: 403 }));
  });

  it('filters by every word of the search in method, path, summary or tag', () => {
    expect(filterGroups(view.groups, 'post login').flatMap((group) => group.operations.map((operation) => operation.key))).toEqual(['POST /user/login']);
    expect(filterGroups(view.groups, 'no such thing')).toEqual([]);
  });

  it("reads another server's plain document, and nothing from what is not one", () => {
    const plain = readApiDocument({
      openapi: '3.1.0',
      info: { title: 'Other', version: '2' },
      paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'Pong' }, '503': { description: 'Down' } } } } },
    });
    expect(find(plain, 'GET /ping')).toMatchObject({ isPublic: true, codes: [{ code: '', status: 200, meaning: 'Pong' }, { code: '', status: 503, meaning: 'Down' }] });
    expect(readApiDocument(null).groups).toEqual([]);
    expect(readApiDocument({ paths: { '/x': 'nonsense', '/y': { get: 3 } } }).groups).toEqual([]);
  });
});
