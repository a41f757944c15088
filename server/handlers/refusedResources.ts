/**
 * The API of a resource file the one check refused (src/kernel/check/checkFile.ts): instead of a
 * silent 404, every call to /api/<name> or /api/<name>/<id> answers HTTP 404 with code '40400'
 * and a message naming the file and each problem (key and what would be right), so that whoever
 * calls it learns why. Signed-in users only, with the roles the file grants (admin always).
 */
import { type ApiRoute, type DynamicMatch, type Endpoints } from '../endpoint';
import { JSON_BODY_BYTES, type Method } from '../../src/kernel/http/endpoints';
import { fail } from '../envelope';
import { NAME_PATTERN } from '../resources/columns';
import { ADMIN } from './guard';

/** A refused file, by the name it gives. */
export interface Refusal {
  name: string;
  file: string;
  /** The roles the file grants (admin always): who may read why it is refused. */
  roles: readonly string[];
  /** 'file: key: message' for each problem. */
  problems: readonly string[];
}

export interface RefusedResources {
  refusal(name: string): Promise<Refusal | undefined>;
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** At most this many problems in one answer (the server's log and resources:check give all). */
const SHOWN = 5;

export const refusalMessage = ({ name, file, problems }: Refusal): string => {
  const more = problems.length > SHOWN ? ` (+${problems.length - SHOWN} more)` : '';
  return `The resource ${name} is not served: its file ${file} was refused: ${problems.slice(0, SHOWN).join('; ')}${more}. Check it with npm run resources:check -- ${file}`;
};

export function refusedHandler(route: Endpoints, refused: RefusedResources, apiBase = '/api'): ApiRoute {
  const base = apiBase.replace(/\/$/, '');

  const match = async (request: Request): Promise<DynamicMatch<Refusal> | undefined> => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${base}/`)) return undefined;
    const segments = pathname.slice(base.length + 1).split('/');
    const [name, id] = segments;
    const method = request.method.toUpperCase();
    if (segments.length > 2 || name === undefined || !NAME_PATTERN.test(name) || id === '' || !METHODS.has(method)) return undefined;
    const refusal = await refused.refusal(name);
    if (!refusal) return undefined;
    const path = id === undefined ? `/${name}` : `/${name}/:id`;
    const roles = [...new Set([...ADMIN, ...refusal.roles])];
    return { spec: { method: method as Method, path, roles, maxBodyBytes: JSON_BODY_BYTES }, params: id === undefined ? {} : { id }, target: refusal };
  };

  return route.dynamic(match, async (_context, refusal) => fail('40400', refusalMessage(refusal), 404));
}
