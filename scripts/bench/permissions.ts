/**
 * What the permission evaluation adds to one list request of 100 rows: the caller's grants
 * evaluated from stored rules read fresh for the request (a new object each time, as the store
 * answers it, so nothing is cached across requests), the visible columns, the operation check and
 * the rows rule (a condition) on each of the 100 rows. Pure kernel work; the store read of the rules
 * is one indexed query beside the user's own. Standalone: `npx tsx scripts/bench/permissions.ts`
 * (PERMISSIONS_BENCH_RUNS, default 20000).
 */
import { pathToFileURL } from 'node:url';
import { grantsOf, reachesRow, type StoredPermissions } from '../../src/kernel/access/grants';
import { canDo, canViewField } from '../../src/kernel/access/permissions';
import type { ResourcePermissions } from '../../src/kernel/access/rolePermissions';
import type { FieldSchema, ResourceSchema } from '../../src/kernel/types';

export interface PermissionFigures {
  runs: number;
  rows: number;
  /** Mean time of one request's evaluation, in ms. */
  perListMs: number;
}

const FIELDS = 20;
const ROWS = 100;

const schema = {
  name: 'desk',
  roles: ['admin', 'editor'],
  owner: { field: 'ownerId' },
  fields: Array.from({ length: FIELDS }, (_, index) => ({ source: `f${index}`, type: 'text', ...(index === 3 ? { roles: { view: ['admin'] } } : {}) }) as FieldSchema),
} as unknown as ResourceSchema;

const rules: ResourcePermissions = {
  read: { fields: schema.fields.slice(0, 12).map((field) => field.source), rows: { field: 'f1', in: ['open', 'waiting'] } },
  create: { fields: ['f0', 'f1'], presets: { f2: 'x' } },
  update: { fields: ['f1'], rows: 'own' },
  delete: false,
  export: { fields: ['f0'] },
};

const rows = Array.from({ length: ROWS }, (_, id) => Object.fromEntries([['id', id + 1], ['ownerId', id % 7], ...schema.fields.map((field, index) => [field.source, index === 1 ? ['open', 'closed', 'waiting'][id % 3] : `v${id}`])]));

export function measurePermissions(runs = Number(process.env.PERMISSIONS_BENCH_RUNS ?? 20000)): PermissionFigures {
  let kept = 0;
  const once = () => {
    // As read from the store for this request: a new object, so the grants are evaluated anew.
    const permissions: StoredPermissions = JSON.parse(JSON.stringify({ support: { desk: rules } })) as StoredPermissions;
    const caller = { roles: ['support', 'editor'], permissions };
    if (!canDo(schema, 'read', caller)) throw new Error('read must be granted');
    const visible = schema.fields.filter((field) => canViewField(schema, field, caller));
    const read = grantsOf(schema, caller).read;
    if (read === false) throw new Error('read must be granted');
    for (const row of rows) if (reachesRow(read.rows, row, 3, 'ownerId')) kept += visible.length;
  };
  for (let i = 0; i < 1000; i += 1) once();
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) once();
  const perListMs = (performance.now() - started) / runs;
  if (kept === 0) throw new Error('no row reached');
  return { runs, rows: ROWS, perListMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = measurePermissions();
  console.log(`permission evaluation of a ${figures.rows}-row list: ${(figures.perListMs * 1000).toFixed(1)} µs per request (${figures.runs} runs)`);
}
