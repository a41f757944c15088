/**
 * The batch calls (bulk edit, import) on a resource served by convention (src/kernel/http/batch.ts): a bulk
 * edit of selected rows and an import of rows, each one request and one transaction on the server.
 * A refusal (40001) carries the answer naming every refused row: it rejects with a BatchRefusal
 * holding that answer, so the dialog can name the rows. The calls are silent: their dialogs show
 * every failure themselves.
 */
import {
  bulkEditPath,
  importPath,
  type BulkEditAnswer,
  type BulkEditRequest,
  type ImportAnswer,
  type ImportRequest,
  type RowRefusal,
} from '../kernel/http/batch';
import { ApiError, dataOf, exchangeWith, readText } from './http';

/** An import of 10,000 rows is one transaction: it may take longer than a plain request. */
const IMPORT_TIMEOUT_MS = 120_000;
const BULK_TIMEOUT_MS = 60_000;
const INVALID = '40001';

/** The server refused rows: nothing was written (bulk edit, import 'all') and `answer` names them. */
export class BatchRefusal extends ApiError {
  readonly answer: BulkEditAnswer | ImportAnswer;

  constructor(error: ApiError, answer: BulkEditAnswer | ImportAnswer) {
    super(error.message, error.kind, error.code, error.status, error.fieldErrors);
    this.name = 'BatchRefusal';
    this.answer = answer;
  }

  get refused(): readonly RowRefusal[] {
    return this.answer.refused;
  }

  /** The import's report, when the refusal is an import's. */
  get importAnswer(): ImportAnswer | undefined {
    return 'created' in this.answer ? this.answer : undefined;
  }
}

/** The batch calls the console's data provider offers for conventional resources. */
export interface BatchDataProvider {
  bulkEdit: (resource: string, request: BulkEditRequest) => Promise<BulkEditAnswer>;
  importRows: (resource: string, request: ImportRequest) => Promise<ImportAnswer>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isRefusal = (value: unknown): value is RowRefusal => isObject(value) && typeof value.row === 'number' && typeof value.message === 'string';

function isBulkEditAnswer(value: unknown): value is BulkEditAnswer {
  return isObject(value) && Array.isArray(value.updated) && Array.isArray(value.refused) && value.refused.every(isRefusal);
}

function isImportAnswer(value: unknown): value is ImportAnswer {
  return (
    isObject(value) &&
    typeof value.created === 'number' &&
    typeof value.updated === 'number' &&
    Array.isArray(value.rows) &&
    Array.isArray(value.refused) &&
    value.refused.every(isRefusal)
  );
}

/** The envelope's `data` of a refusal, when the answer's text is JSON. */
function refusalData(text: string): unknown {
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

async function post<Answer extends BulkEditAnswer | ImportAnswer>(path: string, body: unknown, timeoutMs: number, isAnswer: (value: unknown) => value is Answer): Promise<Answer> {
  return exchangeWith(path, { method: 'POST', body, silent: true, timeoutMs }, async (response) => {
    const text = await readText(response);
    let data: unknown;
    try {
      data = dataOf(text, response);
    } catch (error) {
      if (error instanceof ApiError && String(error.code) === INVALID) {
        const answer = refusalData(text);
        if (isAnswer(answer)) throw new BatchRefusal(error, answer);
      }
      throw error;
    }
    if (!isAnswer(data)) throw new ApiError('The answer of the server is not the expected report', 'malformed', undefined, response.status);
    return data;
  });
}

export const bulkEdit = (resource: string, request: BulkEditRequest): Promise<BulkEditAnswer> =>
  post(bulkEditPath(resource), request, BULK_TIMEOUT_MS, isBulkEditAnswer);

export const importRows = (resource: string, request: ImportRequest): Promise<ImportAnswer> =>
  post(importPath(resource), request, IMPORT_TIMEOUT_MS, isImportAnswer);

/** The batch calls for the given resources; another resource is an error before anything is sent. */
export function createBatchProvider(names: Iterable<string>): BatchDataProvider {
  const known = new Set(names);
  const check = (resource: string) => {
    if (!known.has(resource)) throw new Error(`${resource} is not served by convention: it has no bulk edit nor import`);
  };
  return {
    bulkEdit: async (resource, request) => {
      check(resource);
      return bulkEdit(resource, request);
    },
    importRows: async (resource, request) => {
      check(resource);
      return importRows(resource, request);
    },
  };
}
