// @vitest-environment node
/**
 * Conventional resources (REST by convention, /api/<name>) under attack: the role rule (deny by
 * default), every input limited, nothing reaching SQL but bound values, and never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../src/kernel/types';
import { blacklist } from '../unit/server/conventional/blacklist';
import { setupTarget } from './target';

const open = { ...blacklist, name: 'openlist', roles: undefined } as unknown as ResourceSchema;
const staff = { ...blacklist, name: 'stafflist', roles: ['editor'] } as unknown as ResourceSchema;
const target = setupTarget({ resources: [blacklist, open, staff] });

const entry = { phone: '+8613800000009', reason: 'spam' };

describe('conventional resources: who may call', () => {
  it('needs a session on every method (50008)', async () => {
    for (const [method, path] of [['GET', '/blacklist'], ['GET', '/blacklist/1'], ['POST', '/blacklist'], ['PUT', '/blacklist/1'], ['DELETE', '/blacklist/1']] as const) {
      expect((await target.call(path, { method, body: method === 'POST' || method === 'PUT' ? entry : undefined })).code).toBe(50008);
    }
  });

  it('refuses an editor when roles do not list editor, and a visitor always (40300)', async () => {
    const editor = await target.login('editor');
    const visitor = await target.login('visitor');
    expect(await target.call('/blacklist', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/blacklist', { method: 'POST', token: editor, body: entry })).toMatchObject({ status: 403, code: '40300' });
    // No roles at all: admin only.
    expect(await target.call('/openlist', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/stafflist', { token: visitor })).toMatchObject({ status: 403, code: '40300' });
    expect((await target.call('/stafflist', { token: editor })).code).toBe('00000');
    expect((await target.call('/stafflist', { token: await target.login('admin') })).code).toBe('00000');
  });

  it('answers 404 for what is not a conventional resource', async () => {
    const admin = await target.login('admin');
    for (const path of ['/nothing', '/blacklist/1/2', '/__proto__', '/constructor', '/user', '/blacklist/']) {
      expect(await target.call(path, { token: admin })).toMatchObject({ status: 404, code: '40400' });
    }
    expect(await target.call('/blacklist/1', { method: 'POST', token: admin, body: entry })).toMatchObject({ status: 404 });
  });
});

describe('conventional resources: every input limited', () => {
  it('refuses oversized, mistyped and unknown values with 40001, naming unknown keys', async () => {
    const admin = await target.login('admin');
    const long = await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, phone: '1'.repeat(17) } });
    expect(long).toMatchObject({ code: '40001', message: 'phone must be at most 16 characters' });
    const note = await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, note: 'x'.repeat(1001) } });
    expect(note).toMatchObject({ code: '40001', message: 'note must be at most 1000 characters' });
    for (const limit of ['1e400', 'NaN', { $gt: 0 }, [1], true]) {
      expect((await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, limit } })).code).toBe('40001');
    }
    expect((await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, note: 'a\u0000b' } })).code).toBe('40001');
    expect((await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, userId: -1 } })).code).toBe('40001');
    expect((await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, blockedUntil: '2030-02-30 10:00' } })).code).toBe('40001');
    expect(await target.call('/blacklist', { method: 'POST', token: admin, body: { ...entry, note: 'n'.repeat(70 * 1024) } })).toMatchObject({ status: 413, code: '41300' });
    expect(await target.call('/blacklist', { method: 'POST', token: admin, body: '[1]', type: 'application/json' })).toMatchObject({ code: '40000' });
    expect(await target.call('/blacklist', { method: 'POST', token: admin, body: 'phone=1', type: 'text/plain' })).toMatchObject({ status: 415 });
    // Keys that name no field are refused by name, never silently dropped (prototype keys included).
    const polluted = await target.call<Record<string, unknown>>('/blacklist', {
      method: 'POST',
      token: admin,
      body: '{"phone":"+8613800000010","reason":"legal","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"role":"admin"}',
      type: 'application/json',
    });
    expect(polluted).toMatchObject({ code: '40001', message: '__proto__ is not a field of this resource' });
    const list = await target.call<Array<{ phone: string }>>('/blacklist', { token: admin, query: { filter: '{"phone":"+8613800000010"}' } });
    expect(list.data).toEqual([]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses bad ids in the path', async () => {
    const admin = await target.login('admin');
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5', '1%20OR%201=1']) {
      expect((await target.call(`/blacklist/${id}`, { token: admin })).code).toBe('40001');
    }
  });

  it('bounds the list query: sort, range and filter', async () => {
    const admin = await target.login('admin');
    const list = (query: Record<string, string>) => target.call('/blacklist', { token: admin, query });
    expect(await list({ sort: '["password","ASC"]' })).toMatchObject({ code: '40001', message: expect.stringMatching(/cannot be sorted by "password"/) });
    expect((await list({ sort: '["note","ASC"]' })).code).toBe('40001');
    expect((await list({ sort: '["phone","; DROP TABLE users"]' })).code).toBe('40001');
    expect(await list({ range: '[0,1000000]' })).toMatchObject({ code: '40001', message: 'range may span at most 1000 rows (an export, export=1, up to 10000)' });
    expect((await list({ range: '[0,999]' })).code).toBe('00000');
    for (const range of ['[-1,5]', '[5,1]', '[0]', '"0-10"', '[0.5,3]', '[1e308,1e308]']) expect((await list({ range })).code).toBe('40001');
    expect(await list({ filter: '{"phone":' })).toMatchObject({ code: '40001', message: expect.stringMatching(/^filter must be JSON/) });
    expect((await list({ filter: '[1,2]' })).code).toBe('40001');
    expect(await list({ filter: '{"__proto__":{"x":1}}' })).toMatchObject({ code: '40001', message: 'filter: unknown field "__proto__"' });
    expect((await list({ filter: '{"constructor":"x"}' })).code).toBe('40001');
    expect((await list({ filter: '{"note_gte":"a"}' })).code).toBe('40001');
    expect((await list({ filter: '{"reason":"x\' OR 1=1 --"}' })).code).toBe('40001');
    expect((await list({ filter: JSON.stringify({ id: Array.from({ length: 1001 }, (_, index) => index + 1) }) })).code).toBe('40001');
    expect((await list({ filter: 'x'.repeat(5000) })).code).toBe('40001');
    for (const text of ["' OR '1'='1", '%', '_', '\\', '"; DROP TABLE "res_blacklist"; --', '\u0000']) {
      const answer = await list({ filter: JSON.stringify({ q: text }) });
      if (answer.code === '00000') expect(answer.data).toEqual([]);
      else expect(answer.code).toBe('40001');
    }
    expect((await list({ filter: JSON.stringify({ phone: "1' OR 1=1 --", limit_gte: 0 }) })).data).toEqual([]);
  });
});
