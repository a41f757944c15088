/**
 * The text limits of the built-in resources as their files state them (`maxLength`): the server's
 * own checks (server/validation.ts) read these, so a limit is written once, in the JSON file.
 */
import { packageConf } from '../resources/packageConf';
import { sendName } from '../resources/sendName';
import type { ResourceSchema } from '../types';
import { user } from '../resources/user';

/** The maxLength of each named field; a field that states none is a mistake caught at load. */
export function maxLengths<K extends string>(schema: ResourceSchema, sources: readonly K[]): Readonly<Record<K, number>> {
  const out = {} as Record<K, number>;
  for (const source of sources) {
    const max = schema.fields.find((field) => field.source === source)?.maxLength;
    if (max === undefined) throw new Error(`${schema.name}.${source} states no maxLength`);
    out[source] = max;
  }
  return out;
}

export const BUILT_IN_LIMITS = {
  packageConf: maxLengths(packageConf, ['packageId', 'name', 'smsCode']),
  sendName: maxLengths(sendName, ['sendName']),
  user: maxLengths(user, ['userName', 'phone', 'password']),
} as const;
