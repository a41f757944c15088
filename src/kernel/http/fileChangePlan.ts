/**
 * The wire shape of `POST /api/_resources/<name>/_plan` and of `npm run resources:migrate -- --plan`:
 * what a changed resource file does to the stored values, field by field (server/resources/fileChange.ts).
 */

/** How a field's values are stored: the column kinds of the server's tables. */
export type StoredKind = 'text' | 'number' | 'boolean' | 'json';

export type FieldChange =
  /** A new field: an empty column. */
  | { action: 'add'; field: string }
  /** `renamedFrom`: the column of `from` takes the field's name with its values. */
  | { action: 'rename'; field: string; from: string; values: number }
  /** A type change whose every stored value converts. */
  | { action: 'convert'; field: string; from: StoredKind; to: StoredKind; values: number }
  /** A type change some stored values do not take: the whole file is refused. */
  | { action: 'refused'; field: string; from: StoredKind; to: StoredKind; failing: number; firstIds: string[] }
  /** A stored field the file no longer has: its values are kept, not served. */
  | { action: 'kept'; field: string; values: number };

export interface FileChangePlan {
  resource: string;
  /** In the order they apply (a rename before the conversion of the same field); empty when nothing changes. */
  changes: FieldChange[];
  /** A value does not convert: nothing of the plan applies. */
  refused: boolean;
}
