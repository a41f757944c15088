/**
 * An OpenAPI 3.1 document (JSON of unknown shape) read into what the API page shows: operations
 * grouped by tag, each with its method, path, roles, parameters, body, answer and codes. Reads the
 * server's extensions (`x-roles`, `x-codes`) and falls back to the plain format for another
 * server's document. Nothing here trusts the input: a missing or odd key is left out.
 */

export type JsonObject = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: JsonObject;
}

export interface ApiCode {
  code: string;
  status: number;
  meaning: string;
}

export interface ApiContent {
  contentType: string;
  description: string;
  schema: JsonObject;
}

export interface ApiOperation {
  key: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  isPublic: boolean;
  /** Roles that may call it; undefined: any signed-in user. */
  roles: string[] | undefined;
  parameters: ApiParameter[];
  body: ApiContent | undefined;
  /** The data of a successful answer (inside the envelope), or the raw answer. */
  answer: ApiContent | undefined;
  codes: ApiCode[];
}

export interface ApiGroup {
  tag: string;
  description: string;
  operations: ApiOperation[];
}

export interface ApiView {
  title: string;
  version: string;
  description: string;
  server: string;
  groups: ApiGroup[];
  /** components.schemas, for $ref look-ups. */
  schemas: Record<string, JsonObject>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined);
const objects = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** The first content of a body or response: its type and schema. */
function contentOf(holder: JsonObject, description: string): ApiContent | undefined {
  const content = isObject(holder.content) ? holder.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (contentType === undefined || !isObject(media)) return undefined;
  return { contentType, description, schema: isObject(media.schema) ? media.schema : {} };
}

const isSuccessCode = (schema: JsonObject): boolean => {
  const code = isObject(schema.properties) && isObject(schema.properties.code) ? schema.properties.code.const : undefined;
  return code === '00000' || code === 20000;
};

/**
 * The success answer's data: the envelope's `data` when the schema is one, else the schema itself.
 * `described`: the codes are listed apart (x-codes), so the response's words would repeat them.
 */
function answerOf(responses: JsonObject, described: boolean): ApiContent | undefined {
  const ok = isObject(responses['200']) ? responses['200'] : undefined;
  const content = ok && contentOf(ok, described ? '' : text(ok.description));
  if (!content) return undefined;
  const success = [content.schema, ...objects(content.schema.oneOf)].find(isSuccessCode);
  const data = success && isObject(success.properties) && isObject(success.properties.data) ? success.properties.data : undefined;
  return data ? { ...content, schema: data } : content;
}

function codesOf(operation: JsonObject, responses: JsonObject): ApiCode[] {
  const listed = objects(operation['x-codes']).map((entry) => ({ code: String(entry.code ?? ''), status: Number(entry.status ?? 0), meaning: text(entry.meaning) }));
  if (listed.length > 0) return listed;
  return Object.entries(responses)
    .filter(([, response]) => isObject(response))
    .map(([status, response]) => ({ code: '', status: Number(status), meaning: text((response as JsonObject).description) }));
}

function parametersOf(operation: JsonObject): ApiParameter[] {
  return objects(operation.parameters).map((parameter) => ({
    name: text(parameter.name),
    in: text(parameter.in),
    required: parameter.required === true,
    description: text(parameter.description),
    schema: isObject(parameter.schema) ? parameter.schema : {},
  }));
}

function operationOf(method: string, path: string, operation: JsonObject, defaultSecurity: unknown): ApiOperation {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const security = Array.isArray(operation.security) ? operation.security : defaultSecurity;
  const body = isObject(operation.requestBody) ? contentOf(operation.requestBody, text(operation.requestBody.description)) : undefined;
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: text(operation.summary),
    description: text(operation.description),
    isPublic: !Array.isArray(security) || security.length === 0,
    roles: strings(operation['x-roles']),
    parameters: parametersOf(operation),
    body,
    answer: answerOf(responses, Array.isArray(operation['x-codes'])),
    codes: codesOf(operation, responses),
  };
}

/** The operations grouped by their first tag: the tags the document lists in its order, then others as they appear. */
export function readApiDocument(input: unknown): ApiView {
  const document = isObject(input) ? input : {};
  const info = isObject(document.info) ? document.info : {};
  const paths = isObject(document.paths) ? document.paths : {};
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? (Object.fromEntries(Object.entries(components.schemas).filter(([, schema]) => isObject(schema))) as Record<string, JsonObject>) : {};
  const groups = new Map<string, ApiGroup>();
  for (const tag of objects(document.tags)) {
    const name = text(tag.name);
    if (name) groups.set(name, { tag: name, description: text(tag.description), operations: [] });
  }
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = strings(operation.tags)?.[0] ?? '';
      const group = groups.get(tag) ?? { tag, description: '', operations: [] };
      groups.set(tag, group);
      group.operations.push(operationOf(method, path, operation, document.security));
    }
  }
  const server = objects(document.servers)[0];
  return {
    title: text(info.title),
    version: text(info.version),
    description: text(info.description),
    server: server ? text(server.url) : '',
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    schemas,
  };
}

/** The operations whose path, summary or tag contains the words of `search` (any case). */
export function filterGroups(groups: readonly ApiGroup[], search: string): ApiGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (group: ApiGroup, operation: ApiOperation) => {
    const haystack = `${operation.method} ${operation.path} ${operation.summary} ${group.tag}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return groups.map((group) => ({ ...group, operations: group.operations.filter((operation) => matches(group, operation)) })).filter((group) => group.operations.length > 0);
}
