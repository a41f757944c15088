/**
 * Wakes the outbox's readers in this process after a write's transaction committed (SQL stores):
 * a reader woken inside the transaction would read the outbox before the events are visible.
 */
import type { ResourceRecords, ResourceTrash } from '../resources/resourceStoreTypes';
import type { OutboxSignal } from './outboxSignal';

const after =
  <A extends unknown[], R>(signal: OutboxSignal, write: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const result = await write(...args);
    signal.notify();
    return result;
  };

export const signallingRecords = (records: ResourceRecords, signal: OutboxSignal): ResourceRecords => ({
  ...records,
  insert: after(signal, records.insert),
  update: after(signal, records.update),
  writeAll: after(signal, records.writeAll),
  remove: after(signal, records.remove),
});

export const signallingTrash = (trash: ResourceTrash, signal: OutboxSignal): ResourceTrash => ({
  ...trash,
  moveIn: after(signal, trash.moveIn),
  restore: after(signal, trash.restore),
  purge: after(signal, trash.purge),
  purgeAll: after(signal, trash.purgeAll),
});
