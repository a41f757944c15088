/**
 * How an endpoint of the API contract is declared: method, path, who may call it and what body it
 * takes (EndpointSpec, in the kernel). Deny by default: every endpoint needs a live session unless
 * it is on PUBLIC_ENDPOINTS (src/kernel/http/endpoints.ts), the one allow-list; `roles` narrows it further. The body is checked (content type, size, JSON
 * object) before the resolver runs, so a resolver only ever sees a signed-in caller and a parsed body.
 */
import { bodyKindOf, endpointKey, isPublic, maxBodyOf, type BodyKind, type EndpointSpec } from '../src/kernel/http/endpoints';
import { TOKEN_HEADER } from '../src/kernel/http/names';
import { forbiddenTo, refusals } from './refusal';
import { readJsonText, type Body } from './parse';
import type { Store } from './store';
import type { User, Caller } from './apiTypes';
import { noteCaller } from './http/requestId';
import { bearerCaller, bearerOf } from './bearer';
import { sessionCookieOf } from './sessionCookie';
import type { LoginThrottle } from './loginThrottle';

export interface EndpointContext {
  request: Request;
  params: Record<string, string>;
  /** The caller; undefined only on public endpoints. */
  user: Caller | undefined;
  /** The JSON body ({} when the endpoint takes none or it was empty). */
  body: Body;
}

export interface SignedInContext extends EndpointContext {
  user: Caller;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;

/** The token sent in the `Token` header. */
export function tokenOf(request: Request): string | null {
  return request.headers.get(TOKEN_HEADER);
}

/** The signed-in, active user owning the token, if any. */
export async function userOfToken(store: Store, token: string | null | undefined): Promise<User | undefined> {
  const userId = await store.sessions.resolve(token);
  if (userId === undefined) return undefined;
  const user = await store.users.get(userId);
  return user && user.type === 0 ? user : undefined;
}

function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The parsed body; else throws the refusal: 41500 for another content type, 41300 when too large, 40000 when not a JSON object. */
async function checkedBody(request: Request, kind: BodyKind, maxBytes: number): Promise<Body> {
  if (kind === 'none') return {};
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) throw refusals.tooLarge(maxBytes);
  if (kind === 'multipart') {
    if (mediaType(request) === 'multipart/form-data') return {};
    throw refusals.unsupportedType('multipart/form-data');
  }
  const text = await readJsonText(request);
  if (text === undefined) throw refusals.badRequest('The request body could not be read');
  if (text.trim() === '') return {};
  if (mediaType(request) !== 'application/json') throw refusals.unsupportedType('application/json');
  if (new TextEncoder().encode(text).length > maxBytes) throw refusals.tooLarge(maxBytes);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Body;
  } catch {
    // refused below
  }
  throw refusals.badRequest('The request body must be a JSON object');
}

/**
 * Largest body of a conventional resource whose fields hold long values (markdown, richText, code, json,
 * object, array: LONG_TEXT_CAP / JSON_TEXT_CAP characters each, up to 3 bytes a character in UTF-8
 * and more when JSON escapes it): 1 MB, where other writes keep JSON_BODY_BYTES. Dynamic routes
 * pass through at most this much; each one's own spec then applies its limit.
 */
export const LONG_BODY_BYTES = 1024 * 1024;

/**
 * The caller of a signed-in endpoint: an API token's (`Authorization: Bearer`) or the session's
 * (`Token` header; with `sessionCookie`, a GET without either may send the session cookie instead);
 * else throws the refusal.
 */
async function callerOf(store: Store, throttle: LoginThrottle, request: Request, sessionCookie: boolean): Promise<Caller> {
  const secret = bearerOf(request);
  const user =
    secret !== undefined
      ? (await bearerCaller(store, throttle, request, secret)).user
      : await userOfToken(store, tokenOf(request) ?? (sessionCookie ? sessionCookieOf(request) : undefined));
  if (!user) throw refusals.illegalToken();
  return withPermissions(store, user);
}

/** The user as a caller: the rules stored for their roles, read now (a change made through any server holds at the next request). */
export const withPermissions = async (store: Store, user: User): Promise<Caller> => ({ ...user, permissions: await store.permissions.of(user.roles) });

/**
 * Declares the endpoints of one store. `specs` lists every declaration, so the HTTP server can
 * apply each route's body limit before reading a byte more. `throttle` counts failed bearer tries.
 */
export function createEndpoints(store: Store, throttle: LoginThrottle = store.loginThrottle) {
  const specs: EndpointSpec[] = [];

  /** The caller and the body of a request to `spec`; else throws the refusal (deny by default). */
  async function admit(spec: EndpointSpec, request: Request, letsIn?: (caller: Caller) => boolean, sessionCookie = false): Promise<{ user: Caller | undefined; body: Body }> {
    await store.ready;
    const open = isPublic(spec);
    const user = open ? undefined : await callerOf(store, throttle, request, sessionCookie);
    if (!open) {
      if (!user) throw refusals.illegalToken();
      noteCaller(request, user.id);
      const allowed = letsIn ? letsIn(user) : !spec.roles || user.roles.some((role) => spec.roles?.includes(role));
      if (!allowed) throw forbiddenTo(spec.roles ?? []);
    }
    return { user, body: await checkedBody(request, bodyKindOf(spec), maxBodyOf(spec)) };
  }

  function declare(spec: EndpointSpec, resolver: Resolver<EndpointContext>, letsIn?: (caller: Caller) => boolean): ApiRoute {
    specs.push(spec);
    return {
      spec,
      async answer(request, params) {
        const admitted = await admit(spec, request, letsIn);
        return resolver({ request, params, ...admitted });
      },
    };
  }

  return {
    specs,
    /**
     * An endpoint that needs a session (and one of `roles`, if given; or, with `letsIn`, whom the
     * caller's grants let in: `roles` then names whom a refusal points to).
     */
    signedIn(spec: EndpointSpec, resolver: Resolver<SignedInContext>, letsIn?: (caller: Caller) => boolean): ApiRoute {
      if (isPublic(spec)) throw new Error(`${endpointKey(spec)} is public: declare it with open()`);
      return declare(spec, resolver as Resolver<EndpointContext>, letsIn);
    },
    /** An endpoint of the allow-list; refuses to declare anything else. */
    open(spec: EndpointSpec, resolver: Resolver<EndpointContext>): ApiRoute {
      if (!isPublic(spec)) throw new Error(`${endpointKey(spec)} is not on PUBLIC_ENDPOINTS`);
      return declare(spec, resolver);
    },
    /**
     * Endpoints known only per request (conventional resources, loaded from files at run time):
     * `match` names the request's spec and path parameters, or undefined to let the next route
     * try. The spec must name its roles: nothing is open this way.
     */
    dynamic<T>(match: (request: Request) => Promise<DynamicMatch<T> | undefined>, resolver: (context: SignedInContext, target: T) => Response | Promise<Response>): ApiRoute {
      return {
        async answer(request) {
          const found = await match(request);
          if (!found) return undefined;
          if (!found.spec.roles || found.spec.roles.length === 0) throw new Error(`${endpointKey(found.spec)} names no roles`);
          const admitted = await admit(found.spec, request, found.letsIn, found.sessionCookie === true && found.spec.method === 'GET');
          if (!admitted.user) throw refusals.illegalToken();
          return resolver({ request, params: found.params, user: admitted.user, body: admitted.body }, found.target);
        },
      };
    },
  };
}

/**
 * One route of the API: a declared endpoint (`spec`: method and path, Hono style `/x/:id`) or,
 * without `spec`, a dynamic one that looks at each request and answers undefined when it is not
 * its own. `server/apiApp.ts` turns the routes into the Hono app.
 */
export interface ApiRoute {
  spec?: EndpointSpec;
  answer(request: Request, params: Record<string, string>): Promise<Response | undefined>;
}

export interface DynamicMatch<T> {
  spec: EndpointSpec & { roles: readonly string[] };
  params: Record<string, string>;
  /** What the match found (the resource, the operation), handed to the resolver as it is. */
  target: T;
  /** Who the route lets in, when the caller's grants decide it rather than `spec.roles` (which then names whom the refusal points to). */
  letsIn?: (caller: Caller) => boolean;
  /** A GET a browser's EventSource makes (it cannot send the Token header): the session cookie is accepted too (sessionCookie.ts). */
  sessionCookie?: boolean;
}

export type Endpoints = ReturnType<typeof createEndpoints>;
