/**
 * GET /health: the process is alive (touches nothing). GET /ready: it can serve (the database
 * answers, migrations are done, it is not stopping), else 503 with the reason. Both open without a
 * session, for load balancers and orchestrators; both are cheap (see server/http/readiness.ts).
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints } from '../endpoint';

export interface Readiness {
  /** Why this instance should get no traffic now, or undefined when it is ready. */
  notReady(): Promise<string | undefined>;
}

export const ALWAYS_READY: Readiness = { notReady: () => Promise.resolve(undefined) };

export function healthHandlers(route: Endpoints, readiness: Readiness = ALWAYS_READY): ApiRoute[] {
  return [
    route.open({ method: 'GET', path: ENDPOINTS.health }, () => Response.json({ status: 'ok' })),
    route.open({ method: 'GET', path: ENDPOINTS.ready }, async () => {
      const reason = await readiness.notReady();
      return reason === undefined ? Response.json({ status: 'ready' }) : Response.json({ status: 'unavailable', reason }, { status: 503 });
    }),
  ];
}
