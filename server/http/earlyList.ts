/**
 * A signed-in load of a whole list's page names that list's endpoint in its HTML
 * (`<meta name="early-list">`), so the console requests the rows as soon as it has read config.json,
 * beside the admin's code, instead of after it has booted and routed (src/providers/earlyList.ts).
 * Only resources whose whole list the console loads (`list.kind: client`, a GET list endpoint)
 * and whose page is at that path qualify. Roles are not looked at here: the API still decides,
 * and a refused early request is what the page itself would have been told.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import { joinPath } from '../../src/kernel/routes/joinPath';

export const EARLY_LIST_META = 'early-list';
/** What may stand in the meta: an API path of plain segments (no quote, no query). */
const LIST_PATH = /^(\/[\w.-]+)+$/;

export type EarlyListLookup = (pathname: string) => Promise<string | undefined>;

/** The list endpoint of the page at `pathname`, among the schemas served now. */
export function earlyListLookup(schemas: () => Promise<readonly ResourceSchema[]>): EarlyListLookup {
  return async (pathname) => {
    const page = pathname.replace(/\/+$/, '') || '/';
    for (const schema of await schemas()) {
      if (schema.list.kind !== 'client' || !schema.route) continue;
      const list = schema.endpoints.list;
      if (list.method !== 'GET' || !LIST_PATH.test(list.path)) continue;
      if (joinPath(schema.route.parent, schema.route.path) === page) return list.path;
    }
    return undefined;
  };
}

/** The page with the list named before `</head>`; unchanged for a path that is not a plain API path. */
export function withEarlyList(html: string, listPath: string): string {
  if (!LIST_PATH.test(listPath) || !html.includes('</head>')) return html;
  return html.replace('</head>', `  <meta name="${EARLY_LIST_META}" content="${listPath}">\n  </head>`);
}
