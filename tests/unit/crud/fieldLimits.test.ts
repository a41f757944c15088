// @vitest-environment node
/** The forms and the server read one declaration of each limit: they accept and refuse the same lengths. */
import { describe, expect, it } from 'vitest';
import { validatorsFor } from '../../../src/crud/validators';
import { MAX_SMS_COUNT } from '../../../src/kernel/rules/fieldRules';
import { BUILT_IN_LIMITS } from '../../../src/kernel/rules/limits';
import { packageConf } from '../../../src/kernel/resources/packageConf';
import { sendName } from '../../../src/kernel/resources/sendName';
import type { AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { user } from '../../../src/kernel/resources/user';
import { createMemoryStore } from '../../../server/store';
import { checkNewPackage, checkNewUser, checkSendName } from '../../../server/validation';

const store = createMemoryStore();

function clientErrors(schema: ResourceSchema, source: string, value: unknown): unknown[] {
  const field = schema.fields.find((candidate) => candidate.source === source);
  if (!field) throw new Error(`${schema.name}.${source} is not a field`);
  return validatorsFor(field, 'new')
    .map((validate) => validate(value, { [source]: value } as AnyRecord, {}))
    .filter((error) => error !== undefined);
}

const cases = [
  { schema: packageConf, source: 'packageId', max: BUILT_IN_LIMITS.packageConf.packageId, server: (v: string) => checkNewPackage(store, { packageId: v, name: 'n', userId: 2, totalNum: 1 }) },
  { schema: packageConf, source: 'name', max: BUILT_IN_LIMITS.packageConf.name, server: (v: string) => checkNewPackage(store, { packageId: 'P-x', name: v, userId: 2, totalNum: 1 }) },
  { schema: sendName, source: 'sendName', max: BUILT_IN_LIMITS.sendName.sendName, server: (v: string) => checkSendName(store, { sendName: v, userId: 2 }) },
  { schema: user, source: 'userName', max: BUILT_IN_LIMITS.user.userName, server: (v: string) => checkNewUser(store, { userName: v, password: '123456' }) },
  { schema: user, source: 'password', max: BUILT_IN_LIMITS.user.password, server: (v: string) => checkNewUser(store, { userName: 'limits', password: v }) },
];

describe('field limits', () => {
  it.each(cases.map((item) => [`${item.schema.name}.${item.source}`, item] as const))('%s: the form and the server agree', async (_name, item) => {
    const field = item.schema.fields.find((candidate) => candidate.source === item.source);
    expect(field?.maxLength).toBe(item.max);
    const fits = 'a'.repeat(item.max);
    const over = 'a'.repeat(item.max + 1);
    expect(clientErrors(item.schema, item.source, fits)).toEqual([]);
    expect((await item.server(fits)).ok).toBe(true);
    expect(clientErrors(item.schema, item.source, over)).toEqual([{ message: 'crud.tooLong', args: { max: item.max } }]);
    expect(await item.server(over)).toEqual({
      ok: false,
      message: `${item.source} must be at most ${item.max} characters`,
      errors: { [item.source]: { message: 'crud.tooLong', args: { max: item.max } } },
    });
  });

  it('bounds the SMS counts on both sides', async () => {
    expect(clientErrors(packageConf, 'totalNum', MAX_SMS_COUNT + 1)).toEqual([{ message: 'crud.atMost', args: { max: MAX_SMS_COUNT } }]);
    expect(await checkNewPackage(store, { packageId: 'P-y', name: 'n', userId: 2, totalNum: MAX_SMS_COUNT + 1 })).toEqual({
      ok: false,
      message: `totalNum must be at most ${MAX_SMS_COUNT}`,
      // remainNum defaults to totalNum, so it is over the bound too.
      errors: { totalNum: { message: 'crud.atMost', args: { max: MAX_SMS_COUNT } }, remainNum: { message: 'crud.atMost', args: { max: MAX_SMS_COUNT } } },
    });
  });
});
