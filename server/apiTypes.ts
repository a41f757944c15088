/** Entity types of the SMS service API contract and its envelopes. */
import type { StoredPermissions } from '../src/kernel/access/grants';

/** User status: 0 normal, 1 deactivated, 2 frozen. */
export type UserType = 0 | 1 | 2;

export interface User {
  id: number;
  userName: string;
  phone: string;
  /** A salted hash (server/passwords.ts), never the password. */
  passwordHash: string;
  type: UserType;
  description: string;
  roles: string[];
}

/**
 * A signed-in caller as one request sees them: the user with the roles in force (a token's own) and
 * the rules stored for those roles, read from the store for this request (kernel/access/grants.ts).
 */
export interface Caller extends User {
  permissions: StoredPermissions;
}

/** A user as listed by `GET /user/list` (admin only): no password. */
export type PublicUser = Omit<User, 'passwordHash'>;

/** Entry of the user dropdowns. */
export interface UserOption {
  id: number;
  userName: string;
}

export interface PackageConf {
  id: number;
  packageId: string;
  name: string;
  userName: string;
  userId: number;
  totalNum: number;
  remainNum: number;
  smsCode: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  createTime: string;
}

export interface SendName {
  id: number;
  sendName: string;
  userId: number;
  userName: string;
}

export type ArticleType = 'CN' | 'US' | 'JP' | 'EU';
export type ArticleStatus = 'published' | 'draft' | 'deleted';
export type Importance = 1 | 2 | 3;

export interface Article {
  id: number;
  /** Milliseconds since the epoch. */
  timestamp: number;
  title: string;
  author: string;
  reviewer: string;
  content_short: string;
  content: string;
  forecast: number;
  /** 'yyyy-MM-dd HH:mm:ss' */
  display_time: string;
  comment_disabled: boolean;
  pageviews: number;
  image_uri: string;
  platforms: string[];
  remark: string;
  importance: Importance;
  type: ArticleType;
  status: ArticleStatus;
}

export interface RouteMeta {
  title: string;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  roles?: string[];
}

export interface RouteItem {
  path: string;
  component?: string;
  redirect?: string;
  name?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouteItem[];
}

export interface Role {
  key: string;
  name: string;
  description: string;
  routes: RouteItem[];
}

export interface Transaction {
  order_no: string;
  timestamp: number;
  username: string;
  price: number;
  status: 'success' | 'pending';
}

export interface PageViewStat {
  key: string;
  pv: number;
}

/** Session info answered by `GET /user/info`. */
export interface SessionInfo {
  roles: string[];
  name: string;
  /** The user's id: the console compares it with the owner field of records (resource `owner`). */
  userId: number;
  avatar: string;
  introduction: string;
  /** The rules admins stored for the user's roles (role → resource → rules): the console evaluates its grants with them. */
  permissions: StoredPermissions;
}

/** A file received by `POST /upload/image`. */
export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
  /** The user who uploaded it (per-user quota). */
  ownerId: number;
  /** Upload time, ms since the epoch. */
  createdAt: number;
}

/** Success code of the SMS service. */
export const SERVICE_OK = '00000';
/** Success code of the template mocks. */
export const TEMPLATE_OK = 20000;

export type EnvelopeCode = string | number;

/** The service's answer envelope. */
export interface Envelope<T = unknown> {
  code: EnvelopeCode;
  message: string;
  data: T;
}

/** The template mocks' answer envelope (no message on success). */
export interface TemplateEnvelope<T = unknown> {
  code: typeof TEMPLATE_OK;
  data: T;
}
