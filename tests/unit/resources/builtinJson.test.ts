/**
 * The built-in resources are JSON now, with the limits written as literals; the embedded API's
 * validation reads fieldRules.ts. These assertions keep the two from drifting apart.
 */
import { describe, expect, it } from 'vitest';
import type { FileField, ResourceFile } from '../../../src/resources/format/resourceFile';
import { FIELD_LIMITS, MAX_SMS_COUNT, PHONE_PATTERN } from '../../../src/resources/fieldRules';
import packageConfFile from '../../../src/resources/json/packageConf.json';
import sendNameFile from '../../../src/resources/json/sendName.json';
import userFile from '../../../src/resources/json/user.json';
import example from '../../../public/resources/example.json';

function field(file: unknown, source: string): FileField {
  const found = (file as ResourceFile).fields.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no field ${source}`);
  return found;
}

describe('built-in resource files agree with fieldRules.ts', () => {
  it('packageConf', () => {
    expect(field(packageConfFile, 'packageId').maxLength).toBe(FIELD_LIMITS.packageConf.packageId);
    expect(field(packageConfFile, 'name').maxLength).toBe(FIELD_LIMITS.packageConf.name);
    expect(field(packageConfFile, 'smsCode').maxLength).toBe(FIELD_LIMITS.packageConf.smsCode);
    expect(field(packageConfFile, 'totalNum').max).toBe(MAX_SMS_COUNT);
    expect(field(packageConfFile, 'remainNum').max).toBe(MAX_SMS_COUNT);
  });

  it('sendName', () => {
    expect(field(sendNameFile, 'sendName').maxLength).toBe(FIELD_LIMITS.sendName.sendName);
  });

  it('user', () => {
    expect(field(userFile, 'userName').maxLength).toBe(FIELD_LIMITS.user.userName);
    expect(field(userFile, 'phone').maxLength).toBe(FIELD_LIMITS.user.phone);
    expect(field(userFile, 'password').maxLength).toBe(FIELD_LIMITS.user.password);
    expect(field(userFile, 'phone').pattern).toMatchObject({ value: PHONE_PATTERN.source });
    expect(field(userFile, 'phone').pattern?.flags ?? '').toBe(PHONE_PATTERN.flags);
  });

  it('the example blacklist takes phone numbers as users do', () => {
    expect(field(example, 'phone').pattern).toMatchObject({ value: PHONE_PATTERN.source });
    expect(field(example, 'phone').maxLength).toBe(FIELD_LIMITS.user.phone);
  });
});
