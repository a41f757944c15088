// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ProblemList } from '../../../src/kernel/check/problems';
import { conventionalListQuery } from '../../../src/kernel/format/convention';
import {
  knownBodyMapperNames,
  knownIdReaderNames,
  knownValidatorNames,
  registerIdReader,
  registerValidator,
} from '../../../src/kernel/format/named';
import { resolveResource } from '../../../src/kernel/format/resolve';
import type { ResourceFile } from '../../../src/kernel/format/resourceFile';
import { checkField } from '../../../src/kernel/rules/rules';
import { packageConf } from '../../../src/kernel/resources/packageConf';
import { user } from '../../../src/kernel/resources/user';

const minimal: ResourceFile = { name: 'note', fields: [{ source: 'text', type: 'text' }] };

describe('resolveResource', () => {
  it('fills the REST convention when endpoints are absent: every call, paged by the server', () => {
    const schema = resolveResource({ ...minimal, $schema: '../schema.json' });
    expect(schema.endpoints).toEqual({
      list: { method: 'GET', path: '/note' },
      getOne: { method: 'GET', path: '/note/{id}' },
      create: { method: 'POST', path: '/note' },
      update: { method: 'PUT', path: '/note/{id}' },
      delete: { method: 'DELETE', path: '/note/{id}' },
    });
    expect(schema.list.kind === 'server' && schema.list.query).toBe(conventionalListQuery);
    expect(schema).not.toHaveProperty('$schema');
  });

  it('lists in the browser when endpoints are given and list is not', () => {
    const schema = resolveResource({ ...minimal, endpoints: { list: { method: 'GET', path: '/notes' } } });
    expect(schema.list).toEqual({ kind: 'client' });
    expect(schema.endpoints).toEqual({ list: { method: 'GET', path: '/notes' } });
  });

  it('keeps a client list cache as given', () => {
    expect(resolveResource({ ...minimal, list: { kind: 'client', cacheMs: 500 } }).list).toEqual({ kind: 'client', cacheMs: 500 });
  });

  it('looks registered names up, built-in or added later', () => {
    registerValidator('even', () => (value) => (Number(value) % 2 === 0 ? undefined : 'odd'));
    registerIdReader('nestedId', (data) => (data as { item?: { id?: number } }).item?.id);
    const problems = new ProblemList('count');
    const schema = resolveResource(
      {
        name: 'count',
        endpoints: { list: { method: 'GET', path: '/c' }, create: { method: 'POST', path: '/c', idOf: 'nestedId' } },
        fields: [{ source: 'n', type: 'number', validate: [{ name: 'even' }] }],
      },
      problems,
    );
    expect(problems.items).toEqual([]);
    expect(checkField(schema.fields[0], 3, { id: 1, n: 3 }, { mode: 'new' })).toEqual({ message: 'odd' });
    expect(schema.endpoints.create?.idOf?.({ item: { id: 7 } })).toBe(7);
    expect(knownValidatorNames()).toContain('even');
    expect(knownIdReaderNames()).toContain('nestedId');
  });

  it('offers the built-ins by name', () => {
    expect([...knownValidatorNames()]).toEqual(expect.arrayContaining(['notAbove', 'minPassword']));
    expect(knownBodyMapperNames()).toContain('userCreateBody');
  });
});

describe('the built-in resources behave as when they were TypeScript', () => {
  it('user: the create body keeps only what /user/addUser takes, type 0 by default', () => {
    const body = user.endpoints.create?.body?.({ id: 9, userName: 'ann', password: 'secret1', phone: '+123456', description: 'd', extra: true });
    expect(body).toEqual({ userName: 'ann', password: 'secret1', phone: '+123456', type: 0, description: 'd' });
  });

  it('user: a short password is refused, an empty one is left to requiredOn', () => {
    const password = user.fields.find((field) => field.source === 'password');
    expect(password && checkField(password, 'abc', { id: 1 }, { mode: 'new' })).toEqual({ message: 'user.shortPassword' });
    expect(password && checkField(password, '', { id: 1 }, { mode: 'edit' })).toBeUndefined();
  });

  it('packageConf: remainNum may not be above totalNum', () => {
    const remain = packageConf.fields.find((field) => field.source === 'remainNum');
    expect(remain && checkField(remain, 5, { id: 1, totalNum: 3 }, { mode: 'new' })).toEqual({ message: 'packageConf.remainAboveTotal' });
    expect(remain && checkField(remain, 3, { id: 1, totalNum: 3 }, { mode: 'new' })).toBeUndefined();
  });
});
