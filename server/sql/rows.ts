/** How each record kind is written to its table and read back. */
import { nameKey } from '../storage/nameKey';
import type { Article, ArticleStatus, ArticleType, Importance, PackageConf, Role, RouteItem, SendName, User, UserType } from '../apiTypes';
import type { ArticlesTable, PackageConfsTable, RolesTable, SendNamesTable, UsersTable } from './schema';

export interface RowMapper<T, R> {
  toRow(record: T): R;
  fromRow(row: R): T;
  /** Unique columns and the field each one names in a DuplicateError message. */
  unique: Readonly<Record<string, string>>;
}

const parseList = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const userRows: RowMapper<User, UsersTable> = {
  toRow: (user) => ({
    id: user.id,
    userName: user.userName,
    nameKey: nameKey(user.userName),
    phone: user.phone,
    passwordHash: user.passwordHash,
    type: user.type,
    description: user.description,
    roles: JSON.stringify(user.roles),
  }),
  fromRow: (row) => ({
    id: row.id,
    userName: row.userName,
    phone: row.phone,
    passwordHash: row.passwordHash,
    type: row.type as UserType,
    description: row.description,
    roles: parseList(row.roles),
  }),
  unique: { nameKey: 'userName' },
};

/** Package configurations are stored as they are (the big list reads them without a copy). */
export const packageConfRows: RowMapper<PackageConf, PackageConfsTable> = {
  toRow: (row) => row,
  fromRow: (row) => row,
  unique: { packageId: 'packageId' },
};

export const sendNameRows: RowMapper<SendName, SendNamesTable> = {
  toRow: (row) => row,
  fromRow: (row) => row,
  unique: {},
};

export const articleRows: RowMapper<Article, ArticlesTable> = {
  toRow: (article) => ({ ...article, comment_disabled: article.comment_disabled ? 1 : 0, platforms: JSON.stringify(article.platforms) }),
  fromRow: (row) => ({
    ...row,
    comment_disabled: row.comment_disabled === 1,
    platforms: parseList(row.platforms),
    importance: row.importance as Importance,
    type: row.type as ArticleType,
    status: row.status as ArticleStatus,
  }),
  unique: {},
};

export const roleRows = {
  toRow: (role: Role, seq: number): RolesTable => ({ ...role, seq, routes: JSON.stringify(role.routes) }),
  fromRow: ({ key, name, description, routes }: RolesTable): Role => ({ key, name, description, routes: JSON.parse(routes) as RouteItem[] }),
};
