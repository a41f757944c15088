/**
 * The state of a generated list in its address, in react-admin's own words:
 * `?filter={"userName":"alice"}&sort=name&order=DESC&page=2&perPage=20`. Only what differs from
 * the list's defaults is written, so an untouched list keeps a plain address.
 */
export interface UrlListState {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  page: number;
  perPage: number;
}

const KEYS = ['filter', 'sort', 'order', 'page', 'perPage'] as const;
/** Largest page size the address may ask for. */
const PER_PAGE_MAX = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeNumber = (text: string | null, max: number): number | undefined => {
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
};

/** What the address says of the list (each part checked; a part it does not say is left out), or undefined when it says nothing. */
export function parseListUrl(search: string): Partial<UrlListState> | undefined {
  const params = new URLSearchParams(search);
  const out: Partial<UrlListState> = {};
  const filterText = params.get('filter');
  if (filterText !== null) {
    try {
      const filter: unknown = JSON.parse(filterText);
      if (isRecord(filter)) out.filter = filter;
    } catch {
      // an unreadable filter is left out
    }
  }
  const field = params.get('sort');
  if (field !== null && field !== '') out.sort = { field, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' };
  const page = wholeNumber(params.get('page'), Number.MAX_SAFE_INTEGER);
  if (page !== undefined) out.page = page;
  const perPage = wholeNumber(params.get('perPage'), PER_PAGE_MAX);
  if (perPage !== undefined) out.perPage = perPage;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `search` with the list's keys set to `state` where it differs from `defaults` (other keys kept). */
export function listUrlSearch(search: string, state: UrlListState, defaults: Pick<UrlListState, 'sort' | 'perPage'>): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  const filter = Object.fromEntries(Object.entries(state.filter).filter(([, value]) => value !== undefined && value !== ''));
  if (Object.keys(filter).length > 0) params.set('filter', JSON.stringify(filter));
  if (state.sort.field !== defaults.sort.field || state.sort.order !== defaults.sort.order) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== defaults.perPage) params.set('perPage', String(state.perPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}
