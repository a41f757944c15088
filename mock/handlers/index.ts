/** Every handler of the API contract, over one store. */
import type { HttpHandler } from 'msw';
import { createEndpoints, type EndpointSpec } from '../endpoint';
import type { Store } from '../store';
import { createLoginThrottle, type LoginThrottle } from '../throttle';
import { articleHandlers } from './article';
import { authHandlers } from './auth';
import { controlHandlers } from './control';
import { packageConfHandlers } from './packageConf';
import { sendNameHandlers } from './sendName';
import { templateHandlers } from './template';
import { uploadHandlers } from './upload';
import { userHandlers } from './user';

export interface Api {
  handlers: HttpHandler[];
  /** Every declared endpoint (the HTTP server reads their body limits). */
  specs: readonly EndpointSpec[];
  throttle: LoginThrottle;
}

export function createApi(store: Store, throttle: LoginThrottle = createLoginThrottle()): Api {
  const route = createEndpoints(store);
  const handlers = [
    ...authHandlers(store, route, throttle),
    ...packageConfHandlers(store, route),
    ...sendNameHandlers(store, route),
    ...userHandlers(store, route),
    ...uploadHandlers(store, route),
    ...articleHandlers(store, route),
    ...templateHandlers(store, route),
    ...controlHandlers(store, route, throttle),
  ];
  return { handlers, specs: route.specs, throttle };
}

export function createHandlers(store: Store): HttpHandler[] {
  return createApi(store).handlers;
}
