/**
 * What both stores check before a batch (ResourceRecords.writeAll) writes anything: the unique
 * values it sets, against the records holding them before the batch and against its own earlier
 * ops, so a clash names its op (a unique index would only say that some row clashed). The same
 * rule on memory and SQL: a value held before the batch by another record is taken, even when
 * the batch changes that record too (SQL checks each statement, never the batch's end state).
 */
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import { DuplicateError } from '../storage/storeTypes';
import type { Column } from './columns';
import { asciiLower } from './match';
import type { Scalar, StoredValue, WriteOp } from './resourceStoreTypes';

/** A unique value of op `index` is taken; the message is the store's usual `<source> already exists`. */
export class BatchClashError extends DuplicateError {
  constructor(
    readonly index: number,
    readonly source: string,
  ) {
    super(`${source} already exists`);
    this.name = 'BatchClashError';
  }
}

/** An update of the batch names no record. */
export class MissingRecordError extends Error {
  constructor(readonly id: number) {
    super(`No record with id ${id}`);
    this.name = 'MissingRecordError';
  }
}

/** The values of a batch op (an insert's, an update's patch). */
export const valuesOf = (op: WriteOp) => (op.op === 'insert' ? op.values : op.patch);

/** How a unique column compares values: ASCII case folded for `unique: {ignoreCase}`. */
export const uniqueKey = (column: Column, value: Scalar): Scalar => (typeof value === 'string' && uniqueIgnoresCase(column.field) ? asciiLower(value) : value);

const isScalar = (value: StoredValue | undefined): value is Exclude<Scalar, null> => value !== null && value !== undefined && typeof value !== 'object';

/** Holders of values in a column before the batch, keyed as uniqueKey keys them. */
export type Holders = (column: Column, values: readonly Scalar[]) => Promise<Map<Scalar, number[]>>;

export async function checkBatchUnique(ops: readonly WriteOp[], unique: readonly Column[], holders: Holders): Promise<void> {
  for (const column of unique) {
    const wanted: Array<{ index: number; key: Scalar; self: number | undefined }> = [];
    ops.forEach((op, index) => {
      const value = valuesOf(op)[column.source];
      if (isScalar(value)) wanted.push({ index, key: uniqueKey(column, value), self: op.op === 'update' ? op.id : undefined });
    });
    if (wanted.length === 0) continue;
    const held = await holders(column, [...new Set(wanted.map(({ key }) => key))]);
    const seen = new Set<Scalar>();
    for (const { index, key, self } of wanted) {
      if (seen.has(key) || (held.get(key) ?? []).some((id) => id !== self)) throw new BatchClashError(index, column.source);
      seen.add(key);
    }
  }
}
