/**
 * The built-in resources are JSON, with their text limits written once there (the server reads
 * them through limits.ts); the numbers and patterns no file owns stay in fieldRules.ts.
 */
import { describe, expect, it } from 'vitest';
import type { FileField, ResourceFile } from '../../../src/kernel/format/resourceFile';
import { MAX_SMS_COUNT, PHONE_PATTERN } from '../../../src/kernel/rules/fieldRules';
import { BUILT_IN_LIMITS, maxLengths } from '../../../src/kernel/rules/limits';
import { sendName } from '../../../src/kernel/resources/sendName';
import packageConfFile from '../../../src/kernel/resources/json/packageConf.json';
import sendNameFile from '../../../src/kernel/resources/json/sendName.json';
import userFile from '../../../src/kernel/resources/json/user.json';
import example from '../../../public/resources/example.json';

function field(file: unknown, source: string): FileField {
  const found = (file as ResourceFile).fields.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no field ${source}`);
  return found;
}

describe('built-in resource files agree with fieldRules.ts', () => {
  it('packageConf', () => {
    expect(field(packageConfFile, 'totalNum').max).toBe(MAX_SMS_COUNT);
    expect(field(packageConfFile, 'remainNum').max).toBe(MAX_SMS_COUNT);
  });

  it("the server's text limits are the files' maxLength", () => {
    expect(BUILT_IN_LIMITS.packageConf.smsCode).toBe(field(packageConfFile, 'smsCode').maxLength);
    expect(BUILT_IN_LIMITS.sendName.sendName).toBe(field(sendNameFile, 'sendName').maxLength);
    expect(() => maxLengths(sendName, ['userId'])).toThrow('sendName.userId states no maxLength');
  });

  it('user', () => {
    expect(field(userFile, 'phone').pattern).toMatchObject({ value: PHONE_PATTERN.source });
    expect(field(userFile, 'phone').pattern?.flags ?? '').toBe(PHONE_PATTERN.flags);
  });

  it('the example blacklist takes phone numbers as users do', () => {
    expect(field(example, 'phone').pattern).toMatchObject({ value: PHONE_PATTERN.source });
    expect(field(example, 'phone').maxLength).toBe(BUILT_IN_LIMITS.user.phone);
  });
});
