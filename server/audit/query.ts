/**
 * The query of `GET /api/_audit` and `GET /api/_history/...`, read without trusting it: every
 * parameter has a limit, and a mistake is a message that says what to send instead.
 */
import { AUDIT_FILTER_MAX, AUDIT_PAGE_MAX, AUDIT_ACTIONS, isAuditAction } from '../../src/kernel/http/audit';
import type { AuditQuery } from '../storage/auditStore';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Longest sort or range parameter. */
const MAX_PARAMETER = 100;
const DEFAULT_ROWS = 25;

const KNOWN = new Set(['actor', 'resource', 'action', 'from', 'to', 'sort', 'range']);

function rangeOf(raw: string | null): Parsed<{ offset: number; limit: number }> {
  if (raw === null) return { ok: true, value: { offset: 0, limit: DEFAULT_ROWS } };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse('range must be JSON, e.g. [0,24]');
  }
  const whole = (item: unknown): item is number => Number.isSafeInteger(item) && (item as number) >= 0;
  if (!Array.isArray(value) || value.length !== 2 || !whole(value[0]) || !whole(value[1]) || value[1] < value[0]) return refuse('range must be [first, last]: whole numbers, first <= last');
  if (value[1] - value[0] + 1 > AUDIT_PAGE_MAX) return refuse(`range may span at most ${AUDIT_PAGE_MAX} entries`);
  return { ok: true, value: { offset: value[0], limit: value[1] - value[0] + 1 } };
}

function orderOf(raw: string | null): Parsed<'ASC' | 'DESC'> {
  if (raw === null) return { ok: true, value: 'DESC' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse('sort must be JSON, e.g. ["at","DESC"]');
  }
  if (!Array.isArray(value) || value.length !== 2 || (value[0] !== 'at' && value[0] !== 'id') || (value[1] !== 'ASC' && value[1] !== 'DESC')) {
    return refuse('sort must be ["at","ASC"] or ["at","DESC"] (entries sort by time only)');
  }
  return { ok: true, value: value[1] };
}

function timeOf(name: string, raw: string | null): Parsed<number | undefined> {
  if (raw === null || raw === '') return { ok: true, value: undefined };
  const time = raw.length <= 40 ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(time) ? refuse(`${name} must be an ISO 8601 date or time, e.g. 2026-01-31 or 2026-01-31T12:00:00Z`) : { ok: true, value: time };
}

function textOf(name: string, raw: string | null): Parsed<string | undefined> {
  if (raw === null || raw === '') return { ok: true, value: undefined };
  return raw.length > AUDIT_FILTER_MAX ? refuse(`${name} must be at most ${AUDIT_FILTER_MAX} characters`) : { ok: true, value: raw };
}

/** A page of entries: range only (history is newest first). */
export function pageQuery(params: URLSearchParams): Parsed<{ offset: number; limit: number }> {
  for (const key of params.keys()) if (key !== 'range') return refuse(`${key.slice(0, 32)} is not a parameter of a history: send range=[first,last]`);
  return rangeOf(params.get('range'));
}

export function auditQuery(params: URLSearchParams): Parsed<AuditQuery> {
  for (const [key, value] of params) {
    if (!KNOWN.has(key)) return refuse(`${key.slice(0, 32)} is not a filter of the audit log: use actor, resource, action, from, to, sort or range`);
    if (value.length > MAX_PARAMETER && key !== 'actor' && key !== 'resource') return refuse(`${key} must be at most ${MAX_PARAMETER} characters`);
  }
  const actorName = textOf('actor', params.get('actor'));
  if (!actorName.ok) return actorName;
  const resource = textOf('resource', params.get('resource'));
  if (!resource.ok) return resource;
  const action = params.get('action') || undefined;
  if (action !== undefined && !isAuditAction(action)) return refuse(`action must be one of ${AUDIT_ACTIONS.join(', ')}`);
  const from = timeOf('from', params.get('from'));
  if (!from.ok) return from;
  const to = timeOf('to', params.get('to'));
  if (!to.ok) return to;
  if (from.value !== undefined && to.value !== undefined && from.value > to.value) return refuse('from must not be after to');
  const order = orderOf(params.get('sort'));
  if (!order.ok) return order;
  const range = rangeOf(params.get('range'));
  if (!range.ok) return range;
  return { ok: true, value: { actorName: actorName.value, resource: resource.value, action, from: from.value, to: to.value, order: order.value, ...range.value } };
}
