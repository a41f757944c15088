/**
 * The rows of an import (server/operations/import.ts, POST /api/<name>/_import, src/kernel/http/batch.ts):
 * rows of a CSV or XLSX file, mapped to fields by the console, written as records. Each cell is
 * read as the form would (importValues.ts), each row checked as a single create (or, when the
 * import `key` names a record, a single update: edit rules, roles, the owner rule) with body.ts,
 * plus uniqueness across the file. `dryRun` writes nothing; mode 'all' writes every row or none
 * (a refused row: 40001, `data` the report), 'valid' writes the valid rows in one transaction.
 * Look-ups (key, unique values, references, option texts) are a few queries for the whole file.
 */
import { canDo } from '../../../src/kernel/access/permissions';
import { IMPORT_MAX_ROWS, type ImportAnswer, type ImportRowResult, type RowRefusal } from '../../../src/kernel/http/batch';
import { uniqueIgnoresCase, type FieldErrors } from '../../../src/kernel/rules/rules';
import { full, invalid, type Refusal } from '../../refusal';
import type { Body } from '../../parse';
import { BatchClashError, MissingRecordError, uniqueKey } from '../../resources/batch';
import type { Column } from '../../resources/columns';
import type { ResourceRow, ResourceValues, Scalar, WriteOp } from '../../resources/resourceStoreTypes';
import { ruleText } from '../../ruleText';
import { IdRangeError } from '../../storage/storeTypes';
import { checkResourceBody } from './body';
import { batchContext, operationRoles, duplicatesInBatch, ownerRefusal, refusalOfCheck, refusedBatch, rowRefusal, type BatchScope } from './batchCheck';
import { optionResolver } from './importOptions';
import { importCell, optionTextsOf, type NameTexts } from './importValues';
import { LANGUAGES, lookup } from '../../../src/kernel/texts/translate';

const REQUEST_KEYS: ReadonlySet<string> = new Set(['rows', 'dryRun', 'mode']);
/** Most cells of one row (a file's columns). */
const MAX_CELLS = 500;

export interface ImportRequest {
  rows: Record<string, unknown>[];
  dryRun: boolean;
  mode: 'all' | 'valid';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The import a body asks for; a 40001 saying what to fix when it is none. */
export function importOf(body: Body): ImportRequest {
  const extra = Object.keys(body).find((key) => !REQUEST_KEYS.has(key));
  if (extra !== undefined) throw invalid(`${extra.slice(0, 64)} is not part of an import: send { rows, dryRun?, mode? }`);
  const { rows, dryRun = false, mode = 'all' } = body;
  if (!Array.isArray(rows) || rows.length === 0) throw invalid('rows must be a list of rows (objects keyed by field source)');
  if (rows.length > IMPORT_MAX_ROWS) throw invalid(`An import holds at most ${IMPORT_MAX_ROWS} rows; ${rows.length} were sent`);
  const bad = rows.findIndex((row) => !isRecord(row) || Object.keys(row).length > MAX_CELLS);
  if (bad >= 0) throw invalid(`rows[${bad}] must be an object of at most ${MAX_CELLS} cells keyed by field source`);
  if (typeof dryRun !== 'boolean') throw invalid('dryRun must be true or false');
  if (mode !== 'all' && mode !== 'valid') throw invalid("mode must be 'all' or 'valid'");
  return { rows: rows as Record<string, unknown>[], dryRun, mode };
}

/** Each row's cells as typed values, or the errors of the cells that are no value of their field. */
async function typedRows(scope: BatchScope, rows: readonly Record<string, unknown>[]): Promise<Array<{ body: Body; errors: FieldErrors }>> {
  const bySource = new Map(scope.columns.map((column) => [column.source, column]));
  const texts = new Map<Column, Set<string>>();
  for (const column of scope.columns) if (column.field.reference) texts.set(column, new Set());
  for (const row of rows) {
    for (const [column, wanted] of texts) for (const text of optionTextsOf(column, row[column.source])) wanted.add(text);
  }
  const resolve = await optionResolver(scope, texts);
  const labels: NameTexts = (name) => LANGUAGES.map((language) => lookup(scope.schema.texts?.[language] ?? {}, name)).filter((text): text is string => text !== undefined);
  return rows.map((row) => {
    // fromEntries below keeps a `__proto__` cell a key (body.ts refuses it as no field).
    const cells: Array<[string, unknown]> = [];
    const cellErrors: FieldErrors = {};
    for (const [key, raw] of Object.entries(row)) {
      const column = bySource.get(key);
      if (!column) {
        cells.push([key, raw]);
        continue;
      }
      const cell = importCell(column, raw, resolve, labels);
      if ('error' in cell) cellErrors[key] = cell.error;
      else if ('value' in cell) cells.push([key, cell.value]);
    }
    return { body: Object.fromEntries(cells) as Body, errors: cellErrors };
  });
}

/** The record each row's key value names (row index -> record), and the rows refused over their key. */
async function keyMatches(scope: BatchScope, key: Column | undefined, bodies: readonly Body[]): Promise<{ matched: Map<number, ResourceRow>; refused: RowRefusal[] }> {
  const matched = new Map<number, ResourceRow>();
  const refused: RowRefusal[] = [];
  if (!key) return { matched, refused };
  const rowsByKey = new Map<Scalar, number[]>();
  bodies.forEach((body, index) => {
    const value = body[key.source];
    if (value === null || value === undefined || typeof value === 'object') return;
    const folded = uniqueKey(key, value as Scalar);
    rowsByKey.set(folded, [...(rowsByKey.get(folded) ?? []), index]);
  });
  const holders = await scope.records.idsByValue(key.source, [...rowsByKey.keys()], { ignoreCase: uniqueIgnoresCase(key.field) });
  const records = new Map((await scope.records.getMany([...holders.values()].flat())).map((row) => [row.id, row]));
  for (const [value, rows] of rowsByKey) {
    if (rows.length > 1) {
      for (const row of rows) refused.push(rowRefusal(row, `${key.source} ${JSON.stringify(value)} is in rows ${rows.join(', ')} of this file: one row per ${key.source}`, { [key.source]: { message: 'crud.notUnique', args: {} } }));
      continue;
    }
    const ids = holders.get(value) ?? [];
    if (ids.length > 1) refused.push(rowRefusal(rows[0], `${key.source} ${JSON.stringify(value)} names ${ids.length} records: it cannot say which to update`));
    else if (ids.length === 1 && records.has(ids[0])) matched.set(rows[0], records.get(ids[0])!);
  }
  return { matched, refused };
}

/** The field a path is inside ('steps' of 'steps[0].message'), or the path itself. */
const rootOf = (path: string): string => /^[^.[]*/.exec(path)?.[0] ?? path;

/**
 * A new record's errors inside a field the row does not give (its default broke a sub-field's
 * rule, as campaign's `steps` whose default row has an empty message), named at that field: the
 * file has no column for it, and its sub-paths are nothing the user can map.
 */
function absentFieldsNamed(body: Body, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const root = rootOf(path);
    if (root === path || Object.hasOwn(body, root)) out[path] = error;
    else out[root] ??= { message: `no column gives ${root}, and a new record cannot take its default (${ruleText(path, error)})`, args: {} };
  }
  return out;
}

interface Valid {
  row: number;
  action: 'create' | 'update';
  /** The record an update changes. */
  id?: number;
  values: ResourceValues;
}

/** Every row checked: the valid ones with what they write, the refused ones with why. */
async function checkedRows(scope: BatchScope, rows: readonly Record<string, unknown>[]): Promise<{ valid: Valid[]; refused: RowRefusal[] }> {
  const { schema, user } = scope;
  const typed = await typedRows(scope, rows);
  const keySource = typeof schema.import === 'object' ? schema.import.key : undefined;
  const key = scope.columns.find((column) => column.source === keySource);
  const { matched, refused } = await keyMatches(scope, key, typed.map(({ body }) => body));
  const refusedRows = new Set(refused.map(({ row }) => row));
  const context = await batchContext(scope, typed.map(({ body }) => body as ResourceValues));
  const mayUpdate = canDo(schema, 'update', user);
  const valid: Valid[] = [];
  for (const [row, { body, errors: cellErrors }] of typed.entries()) {
    if (refusedRows.has(row)) continue;
    const first = Object.keys(cellErrors)[0];
    if (first !== undefined) {
      refused.push(rowRefusal(row, ruleText(first, cellErrors[first]), cellErrors));
      continue;
    }
    const current = matched.get(row);
    if (current && !mayUpdate) {
      refused.push(rowRefusal(row, `No permission: this row's ${key?.source} names record ${current.id}, and updating it needs the ${operationRoles(schema, 'update').join(' or ')} role.`));
      continue;
    }
    const notYours = current ? ownerRefusal(scope, current) : undefined;
    if (notYours) {
      refused.push(rowRefusal(row, notYours));
      continue;
    }
    const checked = await checkResourceBody(body, { ...context, mode: current ? 'edit' : 'new', current });
    if (!checked.ok && !current && !('forbidden' in checked) && checked.errors) {
      const named = absentFieldsNamed(body, checked.errors);
      const first = Object.keys(named)[0];
      refused.push(rowRefusal(row, ruleText(first, named[first]), named));
    } else if (!checked.ok) refused.push(refusalOfCheck(row, checked));
    else valid.push(current ? { row, action: 'update', id: current.id, values: checked.value } : { row, action: 'create', values: checked.value });
  }
  const twice = duplicatesInBatch(scope.columns, valid);
  const twiceRows = new Set(twice.map(({ row }) => row));
  return { valid: valid.filter(({ row }) => !twiceRows.has(row)), refused: [...refused, ...twice].sort((a, b) => a.row - b.row) };
}

const reportOf = (dryRun: boolean, valid: readonly Valid[], refused: RowRefusal[], ids?: readonly number[]): ImportAnswer => ({
  dryRun,
  created: valid.filter(({ action }) => action === 'create').length,
  updated: valid.filter(({ action }) => action === 'update').length,
  rows: valid.map(({ row, action }, index): ImportRowResult => (ids ? { row, action, id: ids[index] } : { row, action })),
  refused,
});

function refusedImport(refused: RowRefusal[], valid: readonly Valid[]): Refusal {
  const first = refused[0];
  const more = refused.length > 1 ? ` (${refused.length} rows refused in all)` : '';
  return refusedBatch(`Nothing was imported: rows[${first.row}]: ${first.message}${more}`, { ...reportOf(false, valid, refused), created: 0, updated: 0 });
}

/** The rows checked and, unless a dry run, written: the report, or the 40001 naming every refused row (40900 when there is no room). */
export async function importRows(scope: BatchScope, request: ImportRequest): Promise<ImportAnswer> {
  const { schema } = scope;
  const { valid, refused } = await checkedRows(scope, request.rows);
  if (request.dryRun) return reportOf(true, valid, refused);
  if (request.mode === 'all' && refused.length > 0) throw refusedImport(refused, valid);

  const created = valid.filter(({ action }) => action === 'create').length;
  const room = scope.maxRecords - (await scope.records.count());
  if (created > room) throw full(`No room for ${created} more ${schema.name} records: at most ${scope.maxRecords}, ${Math.max(0, room)} left.`);
  const ops = valid.map(({ id, values }): WriteOp => (id === undefined ? { op: 'insert', values } : { op: 'update', id, patch: values }));
  try {
    const ids = await scope.records.writeAll(ops, scope.write);
    return reportOf(false, valid, refused, ids);
  } catch (error) {
    // A value another request took since the check: named, nothing written.
    if (error instanceof BatchClashError) {
      const clash = rowRefusal(valid[error.index].row, error.message, { [error.source]: { message: 'crud.notUnique', args: {} } });
      throw refusedImport([...refused, clash].sort((a, b) => a.row - b.row), valid);
    }
    if (error instanceof MissingRecordError) {
      const gone = valid.find(({ id }) => id === error.id);
      throw refusedImport([...refused, rowRefusal(gone?.row ?? 0, `No ${schema.name} record with id ${error.id} any more`)].sort((a, b) => a.row - b.row), valid);
    }
    if (error instanceof IdRangeError) throw full(`No room for more records: ${error.message}.`);
    throw error;
  }
}
