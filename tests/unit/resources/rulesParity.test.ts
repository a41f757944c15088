// @vitest-environment node
/**
 * One rule set: the same records through the form's validators and through the embedded API
 * (a real request) get the same verdict, field by field.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { validatorsFor } from '../../../src/crud/validators';
import { MAX_SMS_COUNT } from '../../../src/kernel/rules/fieldRules';
import { BUILT_IN_LIMITS } from '../../../src/kernel/rules/limits';
import { packageConf } from '../../../src/kernel/resources/packageConf';
import { appliesTo, type FormMode } from '../../../src/kernel/rules/rules';
import { sendName } from '../../../src/kernel/resources/sendName';
import type { AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { user } from '../../../src/kernel/resources/user';
import { call, login, setupMockApi } from '../server/client';

setupMockApi();
let token = '';
beforeEach(async () => {
  token = await login('admin');
});

type Verdict = Record<string, string>;

/** The form's verdict: the first message of each input's validators (as the dialog shows it). */
async function formVerdict(schema: ResourceSchema, record: AnyRecord, mode: FormMode): Promise<Verdict> {
  const rows = (await call<AnyRecord[]>(schema.endpoints.list.path, { token })).data;
  const verdict: Verdict = {};
  for (const field of schema.fields.filter((candidate) => appliesTo(candidate, mode))) {
    for (const validate of validatorsFor(field, mode, { rows: () => rows })) {
      const error: unknown = await validate(record[field.source], record, {});
      if (error === undefined || error === null) continue;
      verdict[field.source] = typeof error === 'string' ? error : (error as { message: string }).message;
      break;
    }
  }
  return verdict;
}

/** The API's verdict: the field errors of its answer to the schema's create or update call. */
async function serverVerdict(schema: ResourceSchema, record: AnyRecord, mode: FormMode): Promise<{ code: unknown; verdict: Verdict }> {
  const endpoint = mode === 'new' ? schema.endpoints.create : schema.endpoints.update;
  if (!endpoint) throw new Error(`${schema.name} has no ${mode} endpoint`);
  const answer = await call(endpoint.path, { method: endpoint.method, token, body: endpoint.body ? endpoint.body(record) : record });
  const verdict: Verdict = {};
  for (const [source, error] of Object.entries(answer.errors ?? {})) verdict[source] = error.message;
  return { code: answer.code, verdict };
}

async function expectSameVerdict(schema: ResourceSchema, record: AnyRecord, mode: FormMode, expected: Verdict) {
  const form = await formVerdict(schema, record, mode);
  const server = await serverVerdict(schema, record, mode);
  expect(form).toEqual(expected);
  expect(server.verdict).toEqual(expected);
  expect(server.code).toBe(Object.keys(expected).length === 0 ? '00000' : '40001');
}

const tooLong = 'crud.tooLong';

describe('packageConf: form and API agree', () => {
  const valid = { id: 0, packageId: 'PKG-PARITY', userId: 2, totalNum: 100, remainNum: 10, name: 'Parity', smsCode: '' } as AnyRecord;
  const { packageId, name, smsCode } = BUILT_IN_LIMITS.packageConf;

  it.each([
    ['a valid record', {}, {}],
    ['no packageId', { packageId: '  ' }, { packageId: 'crud.required' }],
    ['a packageId at the limit', { packageId: 'p'.repeat(packageId) }, {}],
    ['a packageId one over', { packageId: 'p'.repeat(packageId + 1) }, { packageId: tooLong }],
    ['a packageId taken', { packageId: 'PKG-0001' }, { packageId: 'crud.notUnique' }],
    ['a packageId taken, with spaces', { packageId: ' PKG-0002 ' }, { packageId: 'crud.notUnique' }],
    ['no owner', { userId: null }, { userId: 'crud.required' }],
    ['a name at the limit', { name: 'n'.repeat(name) }, {}],
    ['a name one over', { name: 'n'.repeat(name + 1) }, { name: tooLong }],
    ['totalNum at the top', { totalNum: MAX_SMS_COUNT }, {}],
    ['totalNum one over', { totalNum: MAX_SMS_COUNT + 1 }, { totalNum: 'crud.atMost' }],
    ['totalNum below 0', { totalNum: -1, remainNum: 0 }, { totalNum: 'crud.atLeast', remainNum: 'packageConf.remainAboveTotal' }],
    ['totalNum and remainNum 0', { totalNum: 0, remainNum: 0 }, {}],
    ['totalNum as digits', { totalNum: '100' }, {}],
    ['a fraction', { totalNum: 1.5, remainNum: 1 }, { totalNum: 'crud.wholeNumber' }],
    ['remainNum equal to totalNum', { remainNum: 100 }, {}],
    ['remainNum one above totalNum', { remainNum: 101 }, { remainNum: 'packageConf.remainAboveTotal' }],
    ['an SMS code at the limit', { smsCode: '1'.repeat(smsCode) }, {}],
    ['an SMS code one over', { smsCode: '1'.repeat(smsCode + 1) }, { smsCode: tooLong }],
    ['everything wrong', { packageId: '', userId: '', totalNum: 'x', remainNum: -1, name: '' }, {
      packageId: 'crud.required',
      userId: 'crud.required',
      totalNum: 'crud.wholeNumber',
      remainNum: 'crud.atLeast',
      name: 'crud.required',
    }],
  ])('new: %s', async (_name, change, expected) => {
    await expectSameVerdict(packageConf, { ...valid, ...change }, 'new', expected);
  });

  it.each([
    ['a valid change', { name: 'Renamed', remainNum: 0 }, {}],
    ['remainNum above totalNum', { totalNum: 10, remainNum: 11 }, { remainNum: 'packageConf.remainAboveTotal' }],
    ['an empty name', { name: '' }, { name: 'crud.required' }],
  ])('edit: %s', async (_name, change, expected) => {
    const current = (await call<AnyRecord[]>('/sms/packageConf-list', { token })).data.find((row) => row.id === 1);
    await expectSameVerdict(packageConf, { ...current, ...change } as AnyRecord, 'edit', expected);
  });

  it('edit: a read-only field the form cannot change is refused by the API when a client changes it', async () => {
    const current = (await call<AnyRecord[]>('/sms/packageConf-list', { token })).data.find((row) => row.id === 1);
    const { verdict } = await serverVerdict(packageConf, { ...current, packageId: 'PKG-0002' } as AnyRecord, 'edit');
    expect(verdict).toEqual({ packageId: 'crud.fixedOnEdit' });
  });
});

describe('sendName: form and API agree', () => {
  const max = BUILT_IN_LIMITS.sendName.sendName;
  it.each([
    ['a valid record', {}, {}],
    ['no name', { sendName: '' }, { sendName: 'crud.required' }],
    ['a name at the limit', { sendName: 's'.repeat(max) }, {}],
    ['a name one over', { sendName: 's'.repeat(max + 1) }, { sendName: tooLong }],
    ['no owner', { userId: undefined }, { userId: 'crud.required' }],
  ])('new: %s', async (_name, change, expected) => {
    await expectSameVerdict(sendName, { id: 0, sendName: 'Parity', userId: 2, ...change } as AnyRecord, 'new', expected);
  });
});

describe('user: form and API agree', () => {
  const { userName, password } = BUILT_IN_LIMITS.user;
  const valid = { id: 0, userName: 'parity', password: '123456', phone: '', type: 0 } as AnyRecord;

  it.each([
    ['a valid record', {}, {}],
    ['no name', { userName: ' ' }, { userName: 'crud.required' }],
    ['a name at the limit', { userName: 'u'.repeat(userName) }, {}],
    ['a name one over', { userName: 'u'.repeat(userName + 1) }, { userName: tooLong }],
    ['a name taken', { userName: 'editor' }, { userName: 'crud.notUnique' }],
    ['a phone of 6 digits', { phone: '123456' }, {}],
    ['a phone of 5 digits', { phone: '12345' }, { phone: 'user.badPhone' }],
    ['a phone of + and 15 digits', { phone: '+123456789012345' }, {}],
    ['a phone of 16 digits', { phone: '1234567890123456' }, { phone: 'user.badPhone' }],
    ['a phone with a dash', { phone: '123-4567' }, { phone: 'user.badPhone' }],
    ['no password', { password: '' }, { password: 'crud.required' }],
    ['a password of 6', { password: '123456' }, {}],
    ['a password of 5', { password: '12345' }, { password: 'user.shortPassword' }],
    ['a password at the limit', { password: 'p'.repeat(password) }, {}],
    ['a password one over', { password: 'p'.repeat(password + 1) }, { password: tooLong }],
  ])('new: %s', async (_name, change, expected) => {
    await expectSameVerdict(user, { ...valid, ...change }, 'new', expected);
  });

  it.each([
    ['an empty password (kept)', { password: '' }, {}],
    ['a short password', { password: '123' }, { password: 'user.shortPassword' }],
    ['a bad phone', { phone: 'call me' }, { phone: 'user.badPhone' }],
  ])('edit: %s', async (_name, change, expected) => {
    const current = (await call<AnyRecord[]>('/user/list', { token })).data.find((row) => row.userName === 'bob');
    await expectSameVerdict(user, { ...current, ...change } as AnyRecord, 'edit', expected);
  });

  it('the API is stricter on names alone: it compares them by their normalised key (a business rule of names)', async () => {
    expect(await formVerdict(user, { ...valid, userName: 'EDITOR' }, 'new')).toEqual({});
    expect((await serverVerdict(user, { ...valid, userName: 'EDITOR' }, 'new')).verdict).toEqual({ userName: 'crud.notUnique' });
  });
});
