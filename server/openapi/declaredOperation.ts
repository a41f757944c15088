/**
 * One endpoint of the table as an OpenAPI operation: method, path and roles from its declaration,
 * the body and answer from the resource file it serves (declaredLink.ts) or from its note
 * (endpointNotes.ts), and the codes the guard, the body check and the handler may answer.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import { bodyKindOf, endpointKey, isPublic, maxBodyOf, type EndpointSpec } from '../../src/kernel/http/endpoints';
import { codeList, type CodeName } from './codes';
import { linkOf, linkQuery, type ResourceLink } from './declaredLink';
import { ENDPOINT_NOTES, type EndpointNote } from './endpointNotes';
import { responsesOf, type AnswerShape } from './envelopes';
import { joinText, rolesText, sizeText } from './operationText';
import { firstSegment, openApiPath, operationIdOf, pathParameters } from './paths';
import { recordSchemaName, schemaRef } from './recordSchemas';
import type { JsonSchema, Operation, RequestBody } from './openapiTypes';

/** The template's calls answer `{code: 20000, data}` (server/envelope.ts okTemplate). */
const TEMPLATE_PREFIX = '/vue-element-admin/';

const CALL_SUMMARY: Readonly<Record<ResourceLink['call'], string>> = {
  list: 'List the %s records',
  getOne: 'Read a %s record',
  create: 'Create a %s record',
  update: 'Change a %s record',
  delete: 'Delete a %s record',
};

const isShape = (answer: AnswerShape | JsonSchema): answer is AnswerShape => 'kind' in answer;

/** The data a resource call answers, when its note does not say. */
function linkedData({ schema, call }: ResourceLink): JsonSchema {
  const record = schemaRef(recordSchemaName(schema.name, 'record'));
  if (call === 'list') return { type: 'array', items: record };
  if (call === 'getOne') return record;
  return {};
}

function answerOf(spec: EndpointSpec, note: EndpointNote | undefined, link: ResourceLink | undefined): AnswerShape {
  const kind = spec.path.startsWith(TEMPLATE_PREFIX) ? 'template' : 'service';
  const answer = note?.answer;
  if (answer && isShape(answer)) return answer;
  return { kind, data: answer ?? (link ? linkedData(link) : { description: 'Not described' }) };
}

function bodySchema(note: EndpointNote | undefined, link: ResourceLink | undefined): JsonSchema {
  if (link?.call === 'create') return schemaRef(recordSchemaName(link.schema.name, 'create'));
  if (link?.call === 'update') return schemaRef(recordSchemaName(link.schema.name, 'update'));
  return note?.body ?? { type: 'object', description: 'A JSON object' };
}

function requestBodyOf(spec: EndpointSpec, note: EndpointNote | undefined, link: ResourceLink | undefined): RequestBody | undefined {
  const kind = bodyKindOf(spec);
  if (kind === 'none') return undefined;
  const contentType = kind === 'multipart' ? 'multipart/form-data' : 'application/json';
  const schema = bodySchema(note, link);
  return {
    description: `At most ${sizeText(maxBodyOf(spec))}.`,
    required: kind === 'multipart' || link?.call === 'create' || (schema.required ?? []).length > 0,
    content: { [contentType]: { schema } },
  };
}

function codesOf(spec: EndpointSpec, note: EndpointNote | undefined, link: ResourceLink | undefined, answer: AnswerShape): CodeName[] {
  const codes: CodeName[] = [];
  if (answer.kind !== 'raw') codes.push(answer.kind === 'template' ? 'templateOk' : 'ok');
  if (!isPublic(spec)) codes.push('illegalToken');
  if (spec.roles && spec.roles.length > 0) codes.push('forbidden');
  const body = bodyKindOf(spec);
  if (body !== 'none') codes.push('unsupportedType', 'tooLarge');
  if (body === 'json') codes.push('badRequest');
  if (link && link.call !== 'list') codes.push('invalid');
  if (link && (link.call === 'getOne' || link.call === 'update' || link.call === 'delete')) codes.push('notFound');
  return [...codes, ...(note?.codes ?? [])];
}

export function declaredOperation(spec: EndpointSpec, declared: readonly ResourceSchema[]): Operation {
  const note = ENDPOINT_NOTES[endpointKey(spec)];
  const link = linkOf(spec, declared);
  const open = isPublic(spec);
  const answer = answerOf(spec, note, link);
  const codes = codeList(codesOf(spec, note, link, answer));
  const parameters = [...pathParameters(spec.path), ...(note?.query ?? []), ...(link ? linkQuery(link) : [])];
  const requestBody = requestBodyOf(spec, note, link);
  const operation: Operation = {
    operationId: operationIdOf(spec.method, openApiPath(spec.path)),
    summary: note?.summary ?? (link ? CALL_SUMMARY[link.call].replace('%s', link.schema.name) : `${spec.method} ${spec.path}`),
    description: joinText(note?.description, rolesText(open, spec.roles)),
    tags: [note?.tag ?? (link ? link.schema.name : firstSegment(spec.path))],
    responses: responsesOf(answer, codes.filter(({ code }) => code !== '00000' && code !== '20000')),
    'x-codes': codes,
  };
  if (open) operation.security = [];
  if (spec.roles && spec.roles.length > 0) operation['x-roles'] = spec.roles;
  if (parameters.length > 0) operation.parameters = parameters;
  if (requestBody) operation.requestBody = requestBody;
  return operation;
}
