/** The names and column types of a conventional resource's SQL table (sqlTable.ts, sqlFileChange.ts). */
import { createHash } from 'node:crypto';
import type { SqlDialectName } from '../sql/connect';
import type { ColumnKind } from './columns';

type SqlType = 'text' | 'double precision' | 'integer' | 'jsonb';

export const sqlTypeOf = (kind: ColumnKind, dialect: SqlDialectName): SqlType => {
  switch (kind) {
    case 'number':
      return 'double precision';
    case 'boolean':
      // 0/1: SQLite has no boolean type.
      return 'integer';
    case 'json':
      // SQLite keeps the JSON text (its json functions read it); PostgreSQL a jsonb value.
      return dialect === 'postgres' ? 'jsonb' : 'text';
    default:
      return 'text';
  }
};

export const tableName = (resource: string): string => `res_${resource}`;

/** An index name within PostgreSQL's 63 characters, the same for the same table, column and kind of index. */
export const indexName = (table: string, source: string, kind = ''): string => `ux_${createHash('sha1').update(`${table}.${source}${kind}`).digest('hex').slice(0, 24)}`;
