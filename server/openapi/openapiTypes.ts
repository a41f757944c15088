/**
 * The part of OpenAPI 3.1 this server writes (https://spec.openapis.org/oas/v3.1.0), typed so that
 * the generator cannot produce a key the format does not have. Extensions (`x-...`) carry what the
 * format has no key for: the roles an operation needs and the envelope codes it may answer.
 */

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as far as the generator writes one. */
export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: Array<string | number | boolean | null>;
  const?: string | number;
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  examples?: unknown[];
  /** Field roles: who may see and who may change the value (admin always may). */
  'x-roles'?: { view?: readonly string[]; edit?: readonly string[] };
  /** No other record holds the same value. */
  'x-unique'?: boolean | { ignoreCase?: boolean };
  /** The resource a reference field names a record of. */
  'x-reference'?: string;
  /** Upload types an image or file field takes (MIME types or extensions). */
  'x-accept'?: readonly string[];
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export interface Header {
  description?: string;
  schema: JsonSchema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

/** One envelope code an operation may answer with, and the HTTP status it comes with. */
export interface AnswerCode {
  code: string;
  status: number;
  meaning: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** `[]`: no session needed; absent: the document's default (the Token header). */
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  /** Roles allowed to call it (admin always is); absent: any signed-in user, or nobody needed when public. */
  'x-roles'?: readonly string[];
  /** Every envelope code the operation may answer, success first. */
  'x-codes': AnswerCode[];
}

export type HttpVerb = 'get' | 'post' | 'put' | 'delete';

export type PathItem = Partial<Record<HttpVerb, Operation>>;

export interface Tag {
  name: string;
  description?: string;
}

export type SecurityScheme =
  | { type: 'apiKey'; in: 'header'; name: string; description?: string }
  | { type: 'http'; scheme: 'bearer'; description?: string };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: Array<{ url: string; description?: string }>;
  security: Array<Record<string, string[]>>;
  tags: Tag[];
  paths: Record<string, PathItem>;
  /** What the server sends out (OpenAPI 3.1): each webhook delivery. */
  webhooks?: Record<string, { post: { summary: string; description?: string; tags: string[]; requestBody: RequestBody; responses: Record<string, Response> } }>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, SecurityScheme> };
}
