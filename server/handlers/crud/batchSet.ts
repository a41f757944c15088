/**
 * The same values set on many records, all or none, as a bulk edit (server/operations/bulkEdit.ts)
 * and an action (server/operations/action.ts) ask: the user may set only fields they may edit
 * (40300 before anything is read, as a single PUT answers). Each record must exist, be theirs to
 * change (the owner rule), and pass with the values merged in the same check as a single update
 * (body.ts: rules, conditions, references, uploads, unique); one refused row refuses the batch with
 * every refused row named (40001, `data` a BulkEditAnswer).
 */
import { canEditField, canViewField } from '../../../src/kernel/access/permissions';
import { BULK_EDIT_MAX_ROWS, type BulkEditAnswer, type RowRefusal } from '../../../src/kernel/http/batch';
import type { RuleError } from '../../../src/kernel/rules/rules';
import { forbidden, invalid, type Refusal } from '../../refusal';
import type { Body } from '../../parse';
import { toId } from '../../parse';
import { BatchClashError, MissingRecordError } from '../../resources/batch';
import type { ResourceRow, ResourceValues, WriteOp } from '../../resources/resourceStoreTypes';
import { ruleText } from '../../ruleText';
import { checkResourceBody } from './body';
import { staleRefusal, versionsOf } from './bulkVersions';
import { StaleVersionError } from '../../resources/versions';
import { batchContext, duplicatesInBatch, ownerRefusal, refusalOfCheck, refusedBatch, rowRefusal, type BatchScope } from './batchCheck';

const plainError = (message: string): RuleError => ({ message, args: {} });

/**
 * The records a batch names (`ids`, each once, at most BULK_EDIT_MAX_ROWS) and the version of each
 * the client read (`versions`); a 40001 saying what to fix when they are not. `doing` words the cap:
 * 'A bulk edit changes', 'An action runs on'.
 */
export function batchIds(body: Body, doing: string): { ids: number[]; versions: Map<number, number> } {
  const { ids } = body;
  if (!Array.isArray(ids) || ids.length === 0) throw invalid('ids must be a list of record ids');
  if (ids.length > BULK_EDIT_MAX_ROWS) throw invalid(`${doing} at most ${BULK_EDIT_MAX_ROWS} records; ${ids.length} were sent`);
  const wanted: number[] = [];
  for (const raw of ids) {
    const id = typeof raw === 'number' ? toId(raw) : undefined;
    if (id === undefined) throw invalid(`ids must be whole numbers from 1 to 2147483647 (${JSON.stringify(raw)?.slice(0, 32)} is not)`);
    wanted.push(id);
  }
  if (new Set(wanted).size !== wanted.length) throw invalid('ids must not repeat an id');
  return { ids: wanted, versions: versionsOf(body.versions, wanted) };
}

/** A bulk edit's ids and values; a 40001 saying what to fix when the body is no bulk edit. */
export function bulkEditOf(body: Body): { ids: number[]; values: Record<string, unknown>; versions: Map<number, number> } {
  const extra = Object.keys(body).find((key) => key !== 'ids' && key !== 'values' && key !== 'versions');
  if (extra !== undefined) throw invalid(`${extra.slice(0, 64)} is not part of a bulk edit: send { ids, values, versions? }`);
  const named = batchIds(body, 'A bulk edit changes');
  const { values } = body;
  if (typeof values !== 'object' || values === null || Array.isArray(values) || Object.keys(values).length === 0) throw invalid('values must name at least one field to set');
  return { ...named, values: values as Record<string, unknown> };
}

/** Throws the 40300 (or 40001 for a key that is no field) when the user may not set a field on edit, as a single PUT refuses it. */
function ensureEditable(scope: BatchScope, values: Record<string, unknown>): void {
  for (const source of Object.keys(values)) {
    const column = scope.columns.find((candidate) => candidate.source === source);
    if (!column) throw invalid(ruleText(source.slice(0, 64), plainError(source === 'id' ? 'crud.serverFilled' : 'crud.unknownField')));
    const { field } = column;
    let why: string | undefined;
    if (!canViewField(scope.schema, field, scope.user) || !canEditField(scope.schema, field, scope.user, 'edit')) why = 'crud.notYours';
    else if (scope.schema.owner?.field === source) why = 'crud.serverFilled';
    else if (field.edit === false || field.edit === 'readonly') why = 'crud.fixedOnEdit';
    if (why) throw forbidden(ruleText(source, plainError(why)));
  }
}

export interface SetRequest {
  ids: readonly number[];
  values: Record<string, unknown>;
  versions: ReadonlyMap<number, number>;
  /** Why a stored record may not take the values at all (an action's condition), or undefined. */
  recordRefusal?: (current: ResourceRow) => string | undefined;
}

/**
 * The same values set on records, all or none, each checked as a single update (the user's edit
 * rights on the fields first, 40300; then each record: it exists, is theirs, is at the version the
 * client read, and passes the body check).
 */
export async function setOnRecords(scope: BatchScope, request: SetRequest): Promise<BulkEditAnswer> {
  const { schema } = scope;
  ensureEditable(scope, request.values);

  const found = new Map((await scope.records.getMany(request.ids)).map((row) => [row.id, row]));
  const refused: RowRefusal[] = [];
  const context = await batchContext(scope, [request.values as ResourceValues]);
  const written: Array<{ row: number; values: ResourceValues }> = [];
  for (const id of request.ids) {
    const current = found.get(id);
    const notYours = current
      ? (ownerRefusal(scope, current) ?? staleRefusal(current, request.versions.get(id)) ?? request.recordRefusal?.(current))
      : `No ${schema.name} record with this id`;
    if (!current || notYours) {
      refused.push(rowRefusal(id, notYours ?? `No ${schema.name} record with this id`));
      continue;
    }
    const checked = await checkResourceBody(request.values, { ...context, mode: 'edit', current });
    if (checked.ok) written.push({ row: id, values: checked.value });
    else refused.push(refusalOfCheck(id, checked));
  }
  refused.push(...duplicatesInBatch(scope.columns, written));
  if (refused.length > 0) throw refusedAnswer(refused);

  const ops: WriteOp[] = written.map(({ row, values }) => ({ op: 'update', id: row, patch: values, expectedVersion: request.versions.get(row) }));
  try {
    await scope.records.writeAll(ops, scope.write);
  } catch (error) {
    if (error instanceof StaleVersionError) throw refusedAnswer([rowRefusal(error.id, error.message)]);
    if (error instanceof BatchClashError) throw refusedAnswer([rowRefusal(written[error.index].row, error.message, { [error.source]: { message: 'crud.notUnique', args: {} } })]);
    if (error instanceof MissingRecordError) throw refusedAnswer([rowRefusal(error.id, `No ${schema.name} record with this id`)]);
    throw error;
  }
  return { updated: [...request.ids], refused: [] };
}

function refusedAnswer(refused: RowRefusal[]): Refusal {
  const sorted = [...refused].sort((a, b) => a.row - b.row);
  const answer: BulkEditAnswer = { updated: [], refused: sorted };
  const first = sorted[0];
  const more = sorted.length > 1 ? ` (and ${sorted.length - 1} more row${sorted.length > 2 ? 's' : ''})` : '';
  return refusedBatch(`Nothing was changed: record ${first.row}: ${first.message}${more}`, answer);
}
