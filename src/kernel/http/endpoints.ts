/**
 * The endpoint table's terms, which the console and the server share: how an endpoint is declared
 * (method, path, roles, body kind and limit), the one allow-list of endpoints open without a session,
 * and the service's fixed paths that both name. A resource's own paths are in its file (`endpoints`,
 * or REST by convention); the server declares every endpoint with these terms (server/endpoint.ts)
 * and documents them (GET /api/openapi.json).
 */

/** The service's fixed endpoints, under the API base. */
export const ENDPOINTS = {
  login: '/user/login',
  userInfo: '/user/info',
  logout: '/vue-element-admin/user/logout',
  verifySmsSend: '/sms/verifySmsSend',
  uploadImage: '/upload/image',
  /** A `file` field's upload: the types server/fileType.ts keeps, served as attachments. */
  uploadFile: '/upload/file',
  uploadedFile: '/upload/files/:id',
  /** A `file` upload's URL ends in its name, so a stored value says what it is (the name must be the upload's). */
  uploadedFileNamed: '/upload/files/:id/:name',
  userOptions: '/user/option-list',
  /** Saved list views of a resource (kernel/http/views.ts). */
  views: '/_views/:resource',
  view: '/_views/:resource/:id',
  /** Resource files published at run time (admin): the list, and one by name (GET, PUT, DELETE). */
  resourceFiles: '/_resources',
  resourceFile: '/_resources/:name',
  /** What publishing a draft file would do to the stored values (POST, admin): kernel/http/fileChangePlan.ts. */
  resourceFilePlan: '/_resources/:name/_plan',
  /** The published resource files the signed-in user may use (the console loads them at start). */
  servedResourceFiles: '/_resources/_served',
  /** A published file's revisions (newest first), one revision's body, and a rollback to it (kernel/http/resourceFiles.ts). */
  resourceFileRevisions: '/_resources/:name/revisions',
  resourceFileRevision: '/_resources/:name/revisions/:revision',
  resourceFileRollback: '/_resources/:name/revisions/:revision/rollback',
  /** The newest revision of each file that is not published now (admin): their history stays. */
  unpublishedResourceFiles: '/_resources/_unpublished',
  /** Liveness and readiness of the server (load balancers). */
  health: '/health',
  ready: '/ready',
  /** The trash of a resource with `trash: true` (admin only; server/handlers/crud/trashRoutes.ts). */
  trash: '/_trash/:resource',
  trashRecord: '/_trash/:resource/:id',
  trashRestore: '/_trash/:resource/:id/restore',
  /** The audit log (admin) and a record's history (kernel/http/audit.ts). */
  audit: '/_audit',
  history: '/_history/:resource/:id',
  /** Writes a record's values as they were after one history entry, through the record's PUT. */
  historyRestore: '/_history/:resource/:id/:entry/restore',
  /** Single sign-on (OpenID Connect): whether it is on and its name, the start, and the provider's way back. */
  sso: '/_oidc',
  ssoStart: '/_oidc/start',
  ssoCallback: '/_oidc/callback',
  /** API tokens (admin, from a session): the list and a new one; one revoked by id. */
  apiTokens: '/_tokens',
  apiToken: '/_tokens/:id',
  /** Webhooks (admin): the list and a new one; one changed, paused or deleted; its deliveries, one sent again. */
  webhooks: '/_webhooks',
  webhook: '/_webhooks/:id',
  webhookDeliveries: '/_webhooks/:id/deliveries',
  webhookResend: '/_webhooks/:id/deliveries/:delivery/resend',
  /** A role's permissions per resource (admin): read and change (kernel/access/rolePermissions.ts). */
  rolePermissions: '/_permissions/:role',
} as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The only endpoints that answer without a session (`METHOD path`). */
export const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  `POST ${ENDPOINTS.login}`,
  // Reads the token from its query (or the Token header) itself.
  `GET ${ENDPOINTS.userInfo}`,
  `POST ${ENDPOINTS.logout}`,
  // File ids are 96-bit random; the files are served inert (see server/handlers/upload.ts).
  `GET ${ENDPOINTS.uploadedFile}`,
  `GET ${ENDPOINTS.uploadedFileNamed}`,
  // Say only "alive" / "ready" (or why not): nothing about the data.
  `GET ${ENDPOINTS.health}`,
  `GET ${ENDPOINTS.ready}`,
  // Single sign-on: the login page asks whether it is on; the browser is sent through the other two before it has a session.
  `GET ${ENDPOINTS.sso}`,
  `GET ${ENDPOINTS.ssoStart}`,
  `GET ${ENDPOINTS.ssoCallback}`,
]);

/** Test-only control endpoints (registered only with MOCK_CONTROL=1) are open too. */
const CONTROL_PREFIX = '/__control__/';

/** Largest JSON body by default. */
export const JSON_BODY_BYTES = 64 * 1024;

export type BodyKind = 'none' | 'json' | 'multipart';

export interface EndpointSpec {
  method: Method;
  /** Path under the API base, parameters as `:name`: `/sms/delete-packageConf/:id`. */
  path: string;
  /** Roles allowed to call it; absent: any signed-in user. */
  roles?: readonly string[];
  /** Default: 'json' for POST and PUT, 'none' otherwise. */
  body?: BodyKind;
  /** Largest accepted body in bytes (default JSON_BODY_BYTES). */
  maxBodyBytes?: number;
}

export const endpointKey = (spec: Pick<EndpointSpec, 'method' | 'path'>): string => `${spec.method} ${spec.path}`;

export function isPublic(spec: Pick<EndpointSpec, 'method' | 'path'>): boolean {
  return PUBLIC_ENDPOINTS.has(endpointKey(spec)) || spec.path.startsWith(CONTROL_PREFIX);
}

export const bodyKindOf = (spec: EndpointSpec): BodyKind => spec.body ?? (spec.method === 'POST' || spec.method === 'PUT' ? 'json' : 'none');

export const maxBodyOf = (spec: EndpointSpec): number => spec.maxBodyBytes ?? JSON_BODY_BYTES;
