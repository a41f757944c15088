/**
 * What the endpoint table does not say about the hand-written endpoints: a summary, the query a
 * handler reads, the body of those no resource file describes, the data it answers and the codes
 * only its handler knows (server/handlers/*.ts). Keyed as the endpoint table keys them
 * (`METHOD path`). Methods, paths, roles, body kinds and limits are never restated here: the
 * document reads them from the table. A declared endpoint without a note is still documented
 * (generic summary), and a test lists the ones that lack one.
 */
import { FIELD_LIMITS } from '../../src/kernel/rules/fieldRules';
import type { CodeName } from './codes';
import type { AnswerShape } from './envelopes';
import type { JsonSchema, Parameter } from './openapiTypes';
import { VIEW_NOTES } from './viewNotes';
import { RESOURCE_FILE_NOTES } from './resourceFileNotes';
import { TRASH_NOTES } from './trashNotes';
import { AUDIT_NOTES } from './auditNotes';
import { TOKEN_NOTES } from './tokenNotes';
import { WEBHOOK_NOTES } from './webhookNotes';
import { PERMISSION_NOTES } from './permissionNotes';
import { ROLE_KEY_PATTERN, ROLE_LIMITS } from '../../src/kernel/access/roleRules';

export interface EndpointNote {
  summary: string;
  /** The group it is listed in (default: the resource it serves, or its first path segment). */
  tag?: string;
  description?: string;
  query?: Parameter[];
  /** The JSON or multipart body, when no resource file describes it. */
  body?: JsonSchema;
  /** The answer's data (or the raw answer), when no resource file describes it. */
  answer?: AnswerShape | JsonSchema;
  /** Codes the handler itself answers, beyond those the table implies. */
  codes?: CodeName[];
}

const text = (maxLength?: number, description?: string): JsonSchema => ({ type: 'string', ...(maxLength === undefined ? {} : { maxLength }), ...(description ? { description } : {}) });
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', properties, ...(required.length > 0 ? { required } : {}) });
const query = (name: string, description: string, schema: JsonSchema = { type: 'string' }): Parameter => ({ name, in: 'query', description, schema });

/** server/handlers/auth.ts refuses longer credentials before hashing (a test holds the two together). */
export const MAX_CREDENTIAL = 128;

const ROLE = FIELD_LIMITS.role;
const roleBody = object({
  key: { type: 'string', maxLength: ROLE_LIMITS.key, pattern: ROLE_KEY_PATTERN.source, description: 'Given on create only (default role-<n>); it never changes' },
  name: text(ROLE.name),
  description: text(ROLE.description),
  routes: { type: 'array', items: { type: 'object' }, description: `Route items of the role, at most ${ROLE.routes}` },
});
const status = object({ status: { const: 'success' } });
const createdId = object({ id: { type: 'integer' } }, ['id']);

const control = (summary: string): EndpointNote => ({
  summary,
  description: 'Test and benchmark control: registered only when the server runs with MOCK_CONTROL=1.',
});

export const ENDPOINT_NOTES: Readonly<Record<string, EndpointNote>> = {
  'POST /user/login': {
    summary: 'Sign in',
    description: 'Answers the session token, to send in the Token header of every other call. Failed attempts are throttled per account and per address.',
    body: object({ userName: text(MAX_CREDENTIAL), password: text(MAX_CREDENTIAL) }, ['userName', 'password']),
    answer: text(undefined, 'The session token'),
    codes: ['badRequest', 'invalid', 'tooManyAttempts', 'loginRefused'],
  },
  'GET /user/info': {
    summary: 'The signed-in user',
    description: 'Reads the token from the token query parameter, or else from the Token header; 50008 when it names no active session.',
    query: [query('token', 'The session token (default: the Token header)')],
    answer: object({
      roles: { type: 'array', items: { type: 'string' } },
      name: text(),
      userId: { type: 'integer' },
      avatar: text(),
      introduction: text(),
      permissions: { type: 'object', description: 'The rules admins stored for these roles: role → resource → rules (see /_permissions/{role})' },
    }),
    codes: ['illegalToken'],
  },
  'POST /vue-element-admin/user/logout': { summary: 'Sign out: ends the session of the Token header', answer: { kind: 'template', data: { const: 'success' } } },
  'GET /sms/verifySmsSend': { summary: 'Send an SMS verification code to the signed-in user', answer: { type: 'null' } },
  'POST /sms/addPackageConf': { summary: 'Create a package configuration (remainNum defaults to totalNum)', answer: createdId, codes: ['full'] },
  'PUT /sms/edit-packageConf': { summary: 'Change a package configuration (packageId and user stay)', answer: { type: 'null' } },
  'DELETE /sms/delete-packageConf/:id': { summary: 'Delete a package configuration', answer: { type: 'null' } },
  'POST /sms/addSendName': { summary: 'Create a sender name (userName is copied from the user)', answer: createdId, codes: ['full'] },
  'PUT /sms/update-sendName': { summary: 'Change a sender name', answer: { type: 'null' } },
  'DELETE /sms/delete-sendName/:id': { summary: 'Delete a sender name', answer: { type: 'null' } },
  'POST /user/addUser': {
    summary: 'Create a user (role editor)',
    description: 'Also takes type (0 normal, 1 deactivated, 2 frozen; default 0) and description.',
    answer: createdId,
    codes: ['full'],
  },
  'PUT /user/update': {
    summary: 'Change a user',
    description:
      `roles: 1 to ${ROLE_LIMITS.perHolder} keys of existing roles (a role-change entry); no change may leave no active admin. ` +
      "An empty password keeps the old one. A new password, a deactivation or a freeze ends the user's sessions. The admin account keeps its name, phone and password and stays active.",
    answer: { type: 'null' },
  },
  'DELETE /user/role/:key': {
    summary: 'Delete a user',
    description: 'Ends their sessions. The admin account cannot be deleted, nor a user that records of other resources refer to (as their fields allow).',
    answer: { type: 'null' },
    codes: ['invalid'],
  },
  'POST /upload/image': {
    summary: 'Upload an image',
    description: 'Raster images only, recognised by their bytes, at most 10240 KB; a quota per user applies.',
    body: object({ file: { type: 'string', format: 'binary', description: 'The image' } }, ['file']),
    answer: object({ url: text(undefined, 'Path of the stored file, under the API base'), name: text(), size: { type: 'integer' } }),
    codes: ['badRequest', 'invalid', 'full'],
  },
  'POST /upload/file': {
    summary: 'Upload a file (for a file field)',
    description:
      'PNG, JPEG, GIF, WebP, PDF, ZIP, DOCX, XLSX, PPTX, or UTF-8 text as CSV, TXT or JSON, recognised by their bytes and extension together (never HTML, SVG or script), at most 10240 KB; a quota per user applies. Served as an attachment.',
    body: object({ file: { type: 'string', format: 'binary', description: 'The file' } }, ['file']),
    answer: object({ url: text(undefined, 'Path of the stored file, under the API base'), name: text(), size: { type: 'integer' }, type: text(undefined, 'The MIME type it is served with') }),
    codes: ['badRequest', 'invalid', 'full'],
  },
  'GET /health': {
    summary: 'Liveness: the process answers (touches no database)',
    tag: 'operations',
    answer: { kind: 'raw', contentType: 'application/json', schema: object({ status: { const: 'ok' } }, ['status']), description: 'Always 200 while the process runs' },
  },
  'GET /ready': {
    summary: 'Readiness: the database answers and migrations are done (and the S3 bucket of the uploads answers, when configured); 503 while stopping or when one does not answer',
    tag: 'operations',
    answer: {
      kind: 'raw',
      contentType: 'application/json',
      schema: object({ status: { enum: ['ready', 'unavailable'] }, reason: text() }, ['status']),
      description: '200 {status: ready}, or 503 {status: unavailable, reason}',
    },
  },
  'GET /_oidc': {
    summary: 'Whether single sign-on (OpenID Connect) is configured: the name the login page shows, or null',
    tag: 'single sign-on',
    answer: { kind: 'service', data: { oneOf: [object({ name: text(64, 'Shown as "Sign in with <name>"') }, ['name']), { type: 'null' }] } },
  },
  'GET /_oidc/start': {
    summary: "Starts a sign-in at the identity provider: a 302 to its authorization URL (code flow with PKCE, state and nonce), the sign-in's checks in an HttpOnly cookie for 10 minutes",
    tag: 'single sign-on',
    query: [query('redirect', 'A local path of the console to open once signed in (anything else: the home page)')],
    answer: { kind: 'raw', contentType: 'text/plain', schema: { type: 'string' }, description: 'A 302 redirect to the identity provider' },
    codes: ['notFound'],
  },
  'GET /_oidc/callback': {
    summary: "The identity provider's way back: once per sign-in and only in the browser that started it; creates the account on the first sign-in, sets the session cookie and redirects to the local path the sign-in started from, or to /login?sso_error=<reason>",
    tag: 'single sign-on',
    answer: { kind: 'raw', contentType: 'text/plain', schema: { type: 'string' }, description: 'A 302 redirect to the console' },
    codes: ['notFound'],
  },
  'GET /upload/files/:id': {
    summary: 'Download an uploaded file (served inert)',
    answer: { kind: 'raw', contentType: '*/*', schema: { type: 'string', format: 'binary' }, description: 'The bytes: images inline, every other file as an attachment; nosniff and a sandboxing CSP always' },
    codes: ['notFound'],
  },
  'GET /upload/files/:id/:name': {
    summary: "Download an uploaded file by the URL /upload/file answered, which ends in the file's name",
    answer: { kind: 'raw', contentType: '*/*', schema: { type: 'string', format: 'binary' }, description: 'As GET /upload/files/{id}; a name that is not the upload\'s answers 40400' },
    codes: ['notFound'],
  },
  'GET /vue-element-admin/article/list': { summary: 'List articles, a page at a time', answer: { kind: 'template', data: object({ items: { type: 'array', items: { $ref: '#/components/schemas/resource.article' } }, total: { type: 'integer' } }) } },
  'GET /vue-element-admin/article/detail': { summary: 'Read an article', codes: ['invalid', 'notFound'] },
  'GET /vue-element-admin/article/pv': {
    summary: 'Page views per platform',
    answer: { kind: 'template', data: object({ pvData: { type: 'array', items: object({ key: text(), pv: { type: 'integer' } }) } }) },
  },
  'POST /vue-element-admin/article/create': { summary: 'Create an article (the id sent is kept when free)', codes: ['invalid', 'full'] },
  'POST /vue-element-admin/article/update': { summary: 'Change an article (named by the body id)', answer: { kind: 'template', data: { const: 'success' } }, codes: ['invalid', 'notFound'] },
  'GET /vue-element-admin/search/user': {
    summary: 'Search user names',
    query: [query('name', 'Part of the name, any case')],
    answer: { kind: 'template', data: object({ items: { type: 'array', items: object({ name: text() }) } }) },
  },
  'GET /vue-element-admin/transaction/list': {
    summary: 'Recent transactions (dashboard)',
    answer: { kind: 'template', data: object({ total: { type: 'integer' }, items: { type: 'array', items: { type: 'object' } } }) },
  },
  'GET /vue-element-admin/routes': { summary: 'The route table of the template', answer: { kind: 'template', data: { type: 'array', items: { type: 'object' } } } },
  'GET /vue-element-admin/roles': {
    summary: 'List roles',
    answer: { kind: 'template', data: { type: 'array', items: object({ key: text(), name: text(), description: text(), routes: { type: 'array', items: { type: 'object' } } }) } },
  },
  'POST /vue-element-admin/role': { summary: 'Create a role', description: 'Audited as a role-change.', body: roleBody, answer: { kind: 'template', data: object({ key: text() }) }, codes: ['invalid', 'full'] },
  'PUT /vue-element-admin/role/:id': {
    summary: 'Rename or describe a role',
    description: 'The key never changes; the admin role keeps its name. Audited as a role-change.',
    body: roleBody,
    answer: { kind: 'template', data: status },
    codes: ['invalid', 'notFound'],
  },
  'DELETE /vue-element-admin/role/:id': {
    summary: 'Delete a role',
    description: 'Refused (40001, naming them) while users or API tokens hold it; the admin role is never deleted. Audited as a role-change.',
    answer: { kind: 'template', data: status },
    codes: ['invalid', 'notFound'],
  },
  'GET /openapi.json': {
    summary: 'This document',
    tag: 'documentation',
    description: 'The API as OpenAPI 3.1, generated at each request from the endpoint table and the resource files served now.',
    answer: { kind: 'raw', contentType: 'application/json', schema: { type: 'object' }, description: 'The OpenAPI document' },
  },
  'POST /__control__/reset': control('Reset the store to its seed'),
  'POST /__control__/expire-tokens': { ...control('End one session ({token}) or all'), body: object({ token: text() }) },
  'POST /__control__/seed-packages': {
    ...control('Replace the package configurations by generated ones'),
    body: object({ count: { type: 'integer', minimum: 0 } }, ['count']),
    answer: object({ count: { type: 'integer' }, ms: { type: 'integer' } }),
    codes: ['invalid'],
  },
  ...VIEW_NOTES,
  ...RESOURCE_FILE_NOTES,
  ...TRASH_NOTES,
  ...AUDIT_NOTES,
  ...TOKEN_NOTES,
  ...WEBHOOK_NOTES,
  ...PERMISSION_NOTES,
};
