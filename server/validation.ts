/**
 * Server-side validation of the bodies of the service's write calls (errors answer code '40001').
 * First the resource schema's rules (src/kernel/rules/rules.ts over src/kernel/resources/registry.ts,
 * the rule set the forms run), then the business rules only the server can hold: owners exist, ids
 * are free, names are normalised, the admin account is protected, values have the stored types.
 */
import { FIELD_LIMITS, MAX_SMS_COUNT, PASSWORD_MIN } from '../src/kernel/rules/fieldRules';
import { BUILT_IN_LIMITS } from '../src/kernel/rules/limits';
import type { FieldErrors } from '../src/kernel/rules/rules';
import { hasInvisible } from './names';
import { isMissing, toCount, toId, type Body } from './parse';
import { edited, readonlyChanged, schemaCheck, type Holder } from './schemaCheck';
import type { Store } from './store';
import type { PackageConf, SendName, User, UserType } from './apiTypes';

/** A refusal: the readable message, and the field errors when the schema's rules refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; errors?: FieldErrors };

const invalid = <T>(message: string): Checked<T> => ({ ok: false, message });
const valid = <T>(value: T): Checked<T> => ({ ok: true, value });

export const MIN_PASSWORD = PASSWORD_MIN;

/**
 * A text field: trimmed, at most `max` characters (a number is accepted as its digits). `required`
 * refuses an empty value. Anything else (object, array, boolean) is refused.
 */
export function text(body: Body, field: string, max: number, required = false): Checked<string> {
  const value = body[field];
  if (value === undefined || value === null) return required ? invalid(`${field} is required`) : valid('');
  if (typeof value !== 'string' && typeof value !== 'number') return invalid(`${field} must be text`);
  const trimmed = String(value).trim();
  if (required && trimmed === '') return invalid(`${field} is required`);
  if (trimmed.length > max) return invalid(`${field} must be at most ${max} characters`);
  return valid(trimmed);
}

/** The owner named by `userId`, or an error message. */
async function owner(store: Store, value: unknown): Promise<User | string> {
  if (isMissing(value)) return 'userId is required';
  const id = toId(value);
  const user = id === undefined ? undefined : await store.users.get(id);
  return user ?? 'userId does not match any user';
}

function count(value: unknown, field: string): Checked<number> {
  const number = toCount(value);
  if (number === undefined) return invalid(`${field} must be a whole number >= 0`);
  if (number > MAX_SMS_COUNT) return invalid(`${field} must be at most ${MAX_SMS_COUNT}`);
  return valid(number);
}

function counts(totalValue: unknown, remainValue: unknown): Checked<{ totalNum: number; remainNum: number }> {
  const totalNum = count(totalValue, 'totalNum');
  if (!totalNum.ok) return totalNum;
  const remainNum = count(remainValue, 'remainNum');
  if (!remainNum.ok) return remainNum;
  if (remainNum.value > totalNum.value) return invalid('remainNum cannot be greater than totalNum');
  return valid({ totalNum: totalNum.value, remainNum: remainNum.value });
}

const PACKAGE = BUILT_IN_LIMITS.packageConf;

export type PackageInput = Omit<PackageConf, 'id' | 'createTime'>;

export async function checkNewPackage(store: Store, body: Body): Promise<Checked<PackageInput>> {
  // A new package starts full: remainNum defaults to totalNum.
  const input: Body = { ...body, remainNum: isMissing(body.remainNum) ? body.totalNum : body.remainNum };
  const refused = await schemaCheck('packageConf', input, 'new', { packageId: (value) => store.packageConfs.byPackageId(value) });
  if (refused) return refused;
  const packageId = text(body, 'packageId', PACKAGE.packageId, true);
  if (!packageId.ok) return packageId;
  const name = text(body, 'name', PACKAGE.name, true);
  if (!name.ok) return name;
  const smsCode = text(body, 'smsCode', PACKAGE.smsCode);
  if (!smsCode.ok) return smsCode;
  const user = await owner(store, body.userId);
  if (typeof user === 'string') return invalid(user);
  const numbers = counts(input.totalNum, input.remainNum);
  if (!numbers.ok) return numbers;
  if (await store.packageConfs.byPackageId(packageId.value)) return invalid('packageId already exists');
  return valid({ packageId: packageId.value, name: name.value, userId: user.id, userName: user.userName, smsCode: smsCode.value, ...numbers.value });
}

/** Edit of a package: packageId and userId cannot change (refused when changed, spec: not editable in edit mode); missing fields keep their value. */
export async function checkPackageEdit(current: PackageConf, body: Body): Promise<Checked<Partial<PackageConf>>> {
  const changed = readonlyChanged('packageConf', current, body);
  if (changed) return changed;
  const refused = await schemaCheck('packageConf', edited('packageConf', current, body), 'edit', {}, current.id);
  if (refused) return refused;
  const patch: Partial<PackageConf> = {};
  if (body.name !== undefined) {
    const name = text(body, 'name', PACKAGE.name, true);
    if (!name.ok) return name;
    patch.name = name.value;
  }
  const numbers = counts(body.totalNum ?? current.totalNum, body.remainNum ?? current.remainNum);
  if (!numbers.ok) return numbers;
  Object.assign(patch, numbers.value);
  if (body.smsCode !== undefined) {
    const smsCode = text(body, 'smsCode', PACKAGE.smsCode);
    if (!smsCode.ok) return smsCode;
    patch.smsCode = smsCode.value;
  }
  return valid(patch);
}

export async function checkSendName(store: Store, body: Body, current?: SendName): Promise<Checked<Omit<SendName, 'id'>>> {
  const refused = current ? await schemaCheck('sendName', edited('sendName', current, body), 'edit', {}, current.id) : await schemaCheck('sendName', body, 'new');
  if (refused) return refused;
  const sendName = body.sendName === undefined && current ? valid(current.sendName) : text(body, 'sendName', BUILT_IN_LIMITS.sendName.sendName, true);
  if (!sendName.ok) return sendName;
  const user = await owner(store, body.userId === undefined && current ? current.userId : body.userId);
  if (typeof user === 'string') return invalid(user);
  return valid({ sendName: sendName.value, userId: user.id, userName: user.userName });
}

const USER = { ...BUILT_IN_LIMITS.user, ...FIELD_LIMITS.user };

function userType(value: unknown, fallback: UserType): UserType | undefined {
  if (isMissing(value)) return fallback;
  const type = toCount(value);
  return type === 0 || type === 1 || type === 2 ? type : undefined;
}

/** A user name: NFKC-normalised, no invisible characters, unique by its key (see names.ts). */
async function userName(store: Store, body: Body, exceptId?: number): Promise<Checked<string>> {
  const checked = text(body, 'userName', USER.userName, true);
  if (!checked.ok) return checked;
  const name = checked.value.normalize('NFKC');
  if (hasInvisible(name)) return invalid('userName must not contain invisible or control characters');
  if (name.length > USER.userName) return invalid(`userName must be at most ${USER.userName} characters`);
  const holder = await store.users.byName(name);
  if (holder && holder.id !== exceptId) return invalid('userName already exists');
  return valid(name);
}

function password(value: unknown): Checked<string> {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD) return invalid(`password must be at least ${MIN_PASSWORD} characters`);
  if (value.length > USER.password) return invalid(`password must be at most ${USER.password} characters`);
  return valid(value);
}

/** The user schema's `unique` look-up: by the normalised key of the name (see names.ts). */
const userHolders = (store: Store): Record<string, Holder> => ({ userName: (value) => store.users.byName(value) });

/** A new user, with the password still in clear: the handler hashes it. */
export type UserInput = Omit<User, 'id' | 'roles' | 'passwordHash'> & { password: string };

export async function checkNewUser(store: Store, body: Body): Promise<Checked<UserInput>> {
  const refused = await schemaCheck('user', body, 'new', userHolders(store));
  if (refused) return refused;
  const name = await userName(store, body);
  if (!name.ok) return name;
  const secret = password(body.password);
  if (!secret.ok) return secret;
  const phoneNumber = text(body, 'phone', USER.phone);
  if (!phoneNumber.ok) return phoneNumber;
  const type = userType(body.type, 0);
  if (type === undefined) return invalid('type must be 0 (normal), 1 (deactivated) or 2 (frozen)');
  const description = text(body, 'description', USER.description);
  if (!description.ok) return description;
  return valid({ userName: name.value, password: secret.value, phone: phoneNumber.value, type, description: description.value });
}

export type UserPatch = Partial<Omit<User, 'id' | 'roles' | 'passwordHash'>> & { password?: string };

/**
 * Edit of a user: an empty or missing password keeps the old one; missing fields keep their value.
 * The admin account keeps its userName, phone and password, and stays active.
 */
export async function checkUserEdit(store: Store, current: User, body: Body): Promise<Checked<UserPatch>> {
  const refused = await schemaCheck('user', edited('user', current, body), 'edit', userHolders(store), current.id);
  if (refused) return refused;
  const patch: UserPatch = {};
  const isAdmin = current.userName === 'admin';
  if (!isAdmin && body.userName !== undefined) {
    const name = await userName(store, body, current.id);
    if (!name.ok) return name;
    patch.userName = name.value;
  }
  if (!isAdmin && body.password !== undefined && body.password !== null && body.password !== '') {
    const secret = password(body.password);
    if (!secret.ok) return secret;
    patch.password = secret.value;
  }
  if (!isAdmin && body.phone !== undefined) {
    const phoneNumber = text(body, 'phone', USER.phone);
    if (!phoneNumber.ok) return phoneNumber;
    patch.phone = phoneNumber.value;
  }
  const type = userType(body.type, current.type);
  if (type === undefined) return invalid('type must be 0 (normal), 1 (deactivated) or 2 (frozen)');
  if (isAdmin && type !== 0) return invalid('The admin account cannot be deactivated or frozen.');
  patch.type = type;
  if (body.description !== undefined) {
    const description = text(body, 'description', USER.description);
    if (!description.ok) return description;
    patch.description = description.value;
  }
  return valid(patch);
}
