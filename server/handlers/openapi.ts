/**
 * GET /openapi.json: the API as an OpenAPI 3.1 document (server/openapi/document.ts), written at
 * each request from the endpoint table and the resource files served at that moment.
 *
 * Admin only: the document lists every endpoint with its roles and every resource's fields with
 * their role rules, admin-only resources included. Nothing in it opens a door (every endpoint still
 * checks the caller), but it is a map for whoever writes resource files and clients, which is what
 * the Developer menu (admin only) is for; other roles learn nothing from it they need.
 */
import { resources as registry } from '../../src/kernel/resources/registry';
import type { ApiRoute, Endpoints } from '../endpoint';
import { openApiDocument } from '../openapi/document';
import type { ConventionalResources } from './crud/conventional';
import { ADMIN } from './guard';

export const OPENAPI_PATH = '/openapi.json';

export function openApiHandlers(route: Endpoints, resources: ConventionalResources): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: OPENAPI_PATH, roles: ADMIN }, async ({ request }) => {
      // The API base is where this request came in: '/api' on the Node server, the configured base in the browser.
      const apiBase = new URL(request.url).pathname.slice(0, -OPENAPI_PATH.length);
      // route.specs is read now, when every handler has been declared (this one included).
      const document = openApiDocument({ specs: route.specs, resources: await resources.all(), declared: registry, apiBase });
      return Response.json(document);
    }),
  ];
}
