/**
 * The whole list of the page being loaded, requested early. On a signed-in load of a whole list's
 * page the server names the list's endpoint in `<meta name="early-list">`; main.tsx sends that
 * request as soon as config.json is read, beside the admin's code, and the data provider's first
 * read of the same list takes the answer over (httpList.ts) instead of asking again once the
 * console has booted and routed. An answer nobody took within ADOPT_MS is dropped.
 */
import { sendNow, type SentRequest } from './http';

export const EARLY_LIST_META = 'early-list';
const LIST_PATH = /^(\/[\w.-]+)+$/;
const ADOPT_MS = 20_000;

let early: { path: string; sent: SentRequest; at: number } | undefined;

const namedPath = (): string => document.querySelector<HTMLMetaElement>(`meta[name="${EARLY_LIST_META}"]`)?.content ?? '';

/** Whether the page names a list to request early: it opens on a resource's list. */
export function earlyListNamed(): boolean {
  return LIST_PATH.test(namedPath());
}

/** Sends the request the page names, if any; call once the API's address is known. */
export function startEarlyList(): void {
  const path = namedPath();
  if (!LIST_PATH.test(path)) return;
  early = { path, sent: sendNow(path, { method: 'GET' }), at: Date.now() };
}

/** The early request of `path`, once, while it is fresh; a plain GET of the same path only. */
export function takeEarlyList(path: string): SentRequest | undefined {
  const found = early;
  if (!found || found.path !== path) return undefined;
  early = undefined;
  return Date.now() - found.at <= ADOPT_MS ? found.sent : undefined;
}
