/**
 * A signed-in load of a whole list's page names that list's endpoint in its HTML
 * (`<meta name="early-list">`), so the console requests the rows as soon as it has read config.json,
 * beside the admin's code, instead of after it has booted and routed (src/providers/earlyList.ts).
 * Only resources whose whole list the console loads (`list.kind: client`, a GET list endpoint),
 * whose page is at that path and which the session cookie's user may read qualify (their read grant:
 * the one evaluation; the API decides again when the request comes): a user the page refuses sends none.
 */
import type { Grantee } from '../../src/kernel/access/grants';
import { canDo } from '../../src/kernel/access/permissions';
import type { ResourceSchema } from '../../src/kernel/types';
import { joinPath } from '../../src/kernel/routes/joinPath';

export const EARLY_LIST_META = 'early-list';
/** What may stand in the meta: an API path of plain segments (no quote, no query). */
const LIST_PATH = /^(\/[\w.-]+)+$/;

export type EarlyListLookup = (pathname: string, token: string | undefined) => Promise<string | undefined>;

/**
 * The list endpoint of the page at `pathname`, among the schemas served now, when the user of
 * `token` may read it (`granteeOf`: the roles and stored rules of an active session's user, undefined for none).
 */
export function earlyListLookup(
  schemas: () => Promise<readonly ResourceSchema[]>,
  granteeOf: (token: string | undefined) => Promise<Grantee | undefined>,
): EarlyListLookup {
  return async (pathname, token) => {
    const page = pathname.replace(/\/+$/, '') || '/';
    for (const schema of await schemas()) {
      if (schema.list.kind !== 'client' || !schema.route) continue;
      const list = schema.endpoints.list;
      if (list.method !== 'GET' || !LIST_PATH.test(list.path)) continue;
      if (joinPath(schema.route.parent, schema.route.path) !== page) continue;
      const grantee = await granteeOf(token);
      return grantee && canDo(schema, 'read', grantee) ? list.path : undefined;
    }
    return undefined;
  };
}

/** The page with the list named before `</head>`; unchanged for a path that is not a plain API path. */
export function withEarlyList(html: string, listPath: string): string {
  if (!LIST_PATH.test(listPath) || !html.includes('</head>')) return html;
  return html.replace('</head>', `  <meta name="${EARLY_LIST_META}" content="${listPath}">\n  </head>`);
}
