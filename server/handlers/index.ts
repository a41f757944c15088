/** Every handler of the API contract, over one store. */
import type { Hono } from 'hono';
import { createApiApp, type ApiAppOptions } from '../apiApp';
import { createEndpoints, type ApiRoute } from '../endpoint';
import { type EndpointSpec } from '../../src/kernel/http/endpoints';
import type { Store } from '../store';
import type { LoginThrottle } from '../loginThrottle';
import { articleHandlers } from './article';
import { authHandlers } from './auth';
import { ssoHandlers, type SsoOptions } from './oidc';
import { controlHandlers } from './control';
import { healthHandlers, type Readiness } from './healthRoutes';
import { openApiHandlers } from './openapi';
import { conventionalHandler, fixedResources, type ConventionalOptions, type ConventionalResources } from './crud/conventional';
import { servedResources } from '../operations/served';
import { permissionHandlers } from './permissions';
import { packageConfHandlers } from './packageConf';
import { refusedHandler, type RefusedResources } from './refusedResources';
import { referable, resourceFileHandlers, storeOnlyCatalogue, type ResourceCatalogue } from './resourceFilesApi';
import { planFileChangeHandler } from './fileChangeRoutes';
import { sendNameHandlers } from './sendName';
import { servedResourceFilesHandler } from './servedResourceFiles';
import { templateHandlers } from './template';
import { roleHandlers } from './roles';
import { apiTokenHandlers } from './apiTokens';
import { webhookHandlers, type WebhookRouteOptions } from '../webhooks/webhookRoutes';
import { uploadHandlers } from './upload';
import { builtInConventional } from './crud/builtIn';
import { userHandlers } from './user';
import { viewHandlers } from './viewRoutes';
import { trashHandlers } from './crud/trashRoutes';
import { auditHandlers } from './auditRoutes';
import { historyRestoreHandler } from './historyRestore';
import { resourceFileRevisionHandlers } from './resourceFileRevisions';

export interface Api {
  /** The API app (under `apiBase`, default '/api'). */
  app: Hono;
  routes: ApiRoute[];
  /** Every declared endpoint (the HTTP server reads their body limits). */
  specs: readonly EndpointSpec[];
  throttle: LoginThrottle;
}

export interface ApiOptions extends ConventionalOptions, Pick<ApiAppOptions, 'latencyMs' | 'onError'> {
  /** What GET /api/ready answers (default: always ready). */
  readiness?: Readiness;
  /** The conventional resources served by REST convention (default: the registry's, today none). */
  resources?: ConventionalResources;
  /** Resource files the check refused: their API answers why (default: none). */
  refused?: RefusedResources;
  /** The served resource files, for /api/_resources (default: published files are kept, not served). */
  catalogue?: ResourceCatalogue;
  /** Single sign-on (OpenID Connect); without it its routes answer 40400. */
  sso?: SsoOptions;
  /** Webhook receivers allowed, and who to wake after a resume or a resend (the dispatcher). */
  webhooks?: WebhookRouteOptions;
}

/** `throttle` defaults to the store's: shared by every instance on a SQL store. */
export function createApi(store: Store, throttle: LoginThrottle = store.loginThrottle, options: ApiOptions = {}): Api {
  const route = createEndpoints(store, throttle);
  const resources = servedResources(options.resources ?? fixedResources(builtInConventional()));
  const catalogue = options.catalogue ?? storeOnlyCatalogue(() => resources.all());
  const conventional = conventionalHandler(store, route, resources, options);
  const routes: ApiRoute[] = [
    ...authHandlers(store, route, throttle),
    ...ssoHandlers(store, route, options.sso),
    ...packageConfHandlers(store, route),
    ...sendNameHandlers(store, route),
    ...userHandlers(store, route, resources),
    ...uploadHandlers(store, route),
    ...articleHandlers(store, route),
    ...templateHandlers(store, route),
    ...roleHandlers(store, route),
    ...apiTokenHandlers(store, route),
    ...webhookHandlers(store, route, resources, options.webhooks),
    ...permissionHandlers(store, route, resources),
    ...viewHandlers(store, route, resources),
    ...auditHandlers(store, route, resources),
    historyRestoreHandler(store, route, resources, options),
    ...controlHandlers(store, route, throttle),
    ...resourceFileRevisionHandlers(store, route, catalogue),
    // Before /_resources/:name, which would take `_served` for a name.
    servedResourceFilesHandler(store, route, catalogue),
    ...resourceFileHandlers(store, route, catalogue),
    planFileChangeHandler(store, route, catalogue, referable),
    ...healthHandlers(route, options.readiness),
    ...openApiHandlers(route, resources),
    ...trashHandlers(store, route, resources, options),
    // Last: it takes only paths that name a known conventional resource.
    conventional,
    ...(options.refused ? [refusedHandler(route, options.refused, options.apiBase)] : []),
  ];
  const app = createApiApp(routes, { base: options.apiBase, latencyMs: options.latencyMs, onError: options.onError });
  return { app, routes, specs: route.specs, throttle };
}
