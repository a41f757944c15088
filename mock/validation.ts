/** Server-side validation of the bodies of the service's write calls (errors answer code '40001'). */
import { isMissing, toCount, toId, toText, type Body } from './parse';
import type { Store } from './store';
import type { PackageConf, SendName, User, UserType } from './types';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const invalid = <T>(message: string): Checked<T> => ({ ok: false, message });
const valid = <T>(value: T): Checked<T> => ({ ok: true, value });

const PHONE = /^\+?\d{6,15}$/;
export const MIN_PASSWORD = 6;

/** The owner named by `userId`, or an error message. */
function owner(store: Store, value: unknown): User | string {
  if (isMissing(value)) return 'userId is required';
  const id = toId(value);
  const user = id === undefined ? undefined : store.users.get(id);
  return user ?? 'userId does not match any user';
}

function counts(totalValue: unknown, remainValue: unknown): Checked<{ totalNum: number; remainNum: number }> {
  const totalNum = toCount(totalValue);
  if (totalNum === undefined) return invalid('totalNum must be a whole number >= 0');
  const remainNum = toCount(remainValue);
  if (remainNum === undefined) return invalid('remainNum must be a whole number >= 0');
  if (remainNum > totalNum) return invalid('remainNum cannot be greater than totalNum');
  return valid({ totalNum, remainNum });
}

export type PackageInput = Omit<PackageConf, 'id' | 'createTime'>;

export function checkNewPackage(store: Store, body: Body): Checked<PackageInput> {
  const packageId = toText(body.packageId);
  if (!packageId) return invalid('packageId is required');
  const name = toText(body.name);
  if (!name) return invalid('name is required');
  const user = owner(store, body.userId);
  if (typeof user === 'string') return invalid(user);
  const numbers = counts(body.totalNum, isMissing(body.remainNum) ? body.totalNum : body.remainNum);
  if (!numbers.ok) return numbers;
  if (store.packageConfs.find((row) => row.packageId === packageId)) return invalid('packageId already exists');
  return valid({ packageId, name, userId: user.id, userName: user.userName, smsCode: toText(body.smsCode), ...numbers.value });
}

/** Edit of a package: packageId and userId are not changeable and are ignored; missing fields keep their value. */
export function checkPackageEdit(current: PackageConf, body: Body): Checked<Partial<PackageConf>> {
  const patch: Partial<PackageConf> = {};
  if (body.name !== undefined) {
    const name = toText(body.name);
    if (!name) return invalid('name is required');
    patch.name = name;
  }
  const numbers = counts(body.totalNum ?? current.totalNum, body.remainNum ?? current.remainNum);
  if (!numbers.ok) return numbers;
  Object.assign(patch, numbers.value);
  if (body.smsCode !== undefined) patch.smsCode = toText(body.smsCode);
  return valid(patch);
}

export function checkSendName(store: Store, body: Body, current?: SendName): Checked<Omit<SendName, 'id'>> {
  const sendName = body.sendName === undefined && current ? current.sendName : toText(body.sendName);
  if (!sendName) return invalid('sendName is required');
  const user = owner(store, body.userId === undefined && current ? current.userId : body.userId);
  if (typeof user === 'string') return invalid(user);
  return valid({ sendName, userId: user.id, userName: user.userName });
}

function userType(value: unknown, fallback: UserType): UserType | undefined {
  if (isMissing(value)) return fallback;
  const type = toCount(value);
  return type === 0 || type === 1 || type === 2 ? type : undefined;
}

function userNameTaken(store: Store, userName: string, exceptId?: number): boolean {
  return store.users.find((user) => user.userName === userName && user.id !== exceptId) !== undefined;
}

export type UserInput = Omit<User, 'id' | 'roles'>;

export function checkNewUser(store: Store, body: Body): Checked<UserInput> {
  const userName = toText(body.userName);
  if (!userName) return invalid('userName is required');
  if (userNameTaken(store, userName)) return invalid('userName already exists');
  const password = typeof body.password === 'string' ? body.password : '';
  if (password.length < MIN_PASSWORD) return invalid(`password must be at least ${MIN_PASSWORD} characters`);
  const phone = toText(body.phone);
  if (phone && !PHONE.test(phone)) return invalid('phone must be 6 to 15 digits, optionally starting with +');
  const type = userType(body.type, 0);
  if (type === undefined) return invalid('type must be 0 (normal), 1 (deactivated) or 2 (frozen)');
  return valid({ userName, password, phone, type, description: toText(body.description) });
}

/**
 * Edit of a user: an empty or missing password keeps the old one; missing fields keep their value.
 * The admin account keeps its userName, phone and password, and stays active.
 */
export function checkUserEdit(store: Store, current: User, body: Body): Checked<Partial<User>> {
  const patch: Partial<User> = {};
  const isAdmin = current.userName === 'admin';
  if (!isAdmin && body.userName !== undefined) {
    const userName = toText(body.userName);
    if (!userName) return invalid('userName is required');
    if (userNameTaken(store, userName, current.id)) return invalid('userName already exists');
    patch.userName = userName;
  }
  if (!isAdmin && typeof body.password === 'string' && body.password !== '') {
    if (body.password.length < MIN_PASSWORD) return invalid(`password must be at least ${MIN_PASSWORD} characters`);
    patch.password = body.password;
  }
  if (!isAdmin && body.phone !== undefined) {
    const phone = toText(body.phone);
    if (phone && !PHONE.test(phone)) return invalid('phone must be 6 to 15 digits, optionally starting with +');
    patch.phone = phone;
  }
  const type = userType(body.type, current.type);
  if (type === undefined) return invalid('type must be 0 (normal), 1 (deactivated) or 2 (frozen)');
  if (isAdmin && type !== 0) return invalid('The admin account cannot be deactivated or frozen.');
  patch.type = type;
  if (body.description !== undefined) patch.description = toText(body.description);
  return valid(patch);
}
