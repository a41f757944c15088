/**
 * What an operation is given: typed values, never an HTTP object. The route that calls it reads
 * them from its request (writeOptionsOf for `write`); an internal caller (a restore) builds them.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import type { Caller } from '../apiTypes';
import type { Body } from '../parse';
import type { WriteOptions } from '../resources/resourceStoreTypes';

export interface OperationRequest {
  resource: ResourceSchema;
  user: Caller;
}

export interface WriteRequest extends OperationRequest {
  /** Who writes from where (the audit log). */
  write: WriteOptions;
  body: Body;
}

/** The record a path names, as sent (checked by the operation: 40001 when it is no id). */
export interface RecordRequest extends OperationRequest {
  id: string | undefined;
}
