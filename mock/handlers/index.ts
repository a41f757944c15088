/** Every handler of the API contract, over one store. */
import type { HttpHandler } from 'msw';
import type { Store } from '../store';
import { articleHandlers } from './article';
import { authHandlers } from './auth';
import { controlHandlers } from './control';
import { packageConfHandlers } from './packageConf';
import { sendNameHandlers } from './sendName';
import { templateHandlers } from './template';
import { uploadHandlers } from './upload';
import { userHandlers } from './user';

export function createHandlers(store: Store): HttpHandler[] {
  return [
    ...authHandlers(store),
    ...packageConfHandlers(store),
    ...sendNameHandlers(store),
    ...userHandlers(store),
    ...uploadHandlers(store),
    ...articleHandlers(store),
    ...templateHandlers(store),
    ...controlHandlers(store),
  ];
}
