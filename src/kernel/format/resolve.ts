/**
 * A resource file into the schema the engine runs: REST conventions filled in where the file is
 * silent, named validators and mappers looked up. Pure and free of zod, so the built-in resources
 * (imported by the shell and the Node server) resolve without loading the validator library.
 */
import { actionPath, fieldPath, namesOf } from '../check/context';
import { ProblemList } from '../check/problems';
import type { ActionSchema, AnyRecord, Endpoint, FieldSchema, FieldValidator, ListStrategy, ResourceSchema } from '../types';
import { conventionalEndpoints, conventionalListQuery } from './convention';
import { ArgumentsError, bodyMapperNamed, idReaderNamed, knownValidatorNames, validatorNamed } from './named';
import type { FileAction, FileEndpoint, FileEndpoints, FileField, FileList, ResourceFile } from './resourceFile';

/** A conventional list answers the rows; its total travels in Content-Range, read by the data provider. */
const conventionalRows = (data: unknown) => {
  const rows = Array.isArray(data) ? (data as AnyRecord[]) : [];
  return { data: rows, total: rows.length };
};

function resolveList(list: FileList | undefined, conventional: boolean): ListStrategy {
  const kind = list?.kind ?? (conventional ? 'server' : 'client');
  if (kind === 'server') return { kind: 'server', query: conventionalListQuery, parse: conventionalRows };
  return list?.kind === 'client' ? list : { kind: 'client' };
}

function resolveEndpoint(endpoint: FileEndpoint, at: string, problems: ProblemList): Endpoint {
  const { body, idOf, ...plain } = endpoint;
  const out: Endpoint = { ...plain };
  if (body !== undefined) {
    const mapper = bodyMapperNamed(body);
    if (mapper) out.body = mapper;
    else problems.add(`${at}.body`, 'unknownBodyMapper', { name: body });
  }
  if (idOf !== undefined) {
    const reader = idReaderNamed(idOf);
    if (reader) out.idOf = reader;
    else problems.add(`${at}.idOf`, 'unknownIdReader', { name: idOf });
  }
  return out;
}

function resolveEndpoints(endpoints: FileEndpoints, problems: ProblemList): ResourceSchema['endpoints'] {
  const out: ResourceSchema['endpoints'] = { list: resolveEndpoint(endpoints.list, 'endpoints.list', problems) };
  for (const kind of ['getOne', 'create', 'update', 'delete'] as const) {
    const endpoint = endpoints[kind];
    if (endpoint) out[kind] = resolveEndpoint(endpoint, `endpoints.${kind}`, problems);
  }
  return out;
}

function resolveValidators(field: FileField, at: string, problems: ProblemList): FieldValidator[] {
  const out: FieldValidator[] = [];
  for (const { name, args } of field.validate ?? []) {
    const factory = validatorNamed(name);
    if (!factory) {
      problems.add(`${at}.validate.${name}`, 'unknownValidator', { name, known: namesOf(knownValidatorNames()) });
      continue;
    }
    try {
      out.push(factory(args ?? {}));
    } catch (error) {
      if (!(error instanceof ArgumentsError)) throw error;
      problems.add(`${at}.validate.${name}`, 'badArguments', { name, reason: error.message });
    }
  }
  return out;
}

function resolveField(field: FileField, index: number, problems: ProblemList, parent = ''): FieldSchema {
  const { validate, fields, ...plain } = field;
  const at = parent === '' ? fieldPath(field.source, index) : `${parent}.fields.${field.source}`;
  const resolved: FieldSchema = { ...plain };
  if (fields !== undefined) resolved.fields = fields.map((sub, subIndex) => resolveField(sub, subIndex, problems, at));
  if (validate !== undefined) resolved.validate = resolveValidators(field, at, problems);
  return resolved;
}

function resolveAction(action: FileAction, index: number, problems: ProblemList): ActionSchema {
  if (action.effect.kind !== 'api') return { ...action, effect: action.effect };
  const at = `${actionPath(action.name, index)}.effect.endpoint`;
  return { ...action, effect: { ...action.effect, endpoint: resolveEndpoint(action.effect.endpoint, at, problems) } };
}

/**
 * The engine's schema of a file. A name nobody registered is added to `problems` and left out
 * (the caller decides whether the schema is usable); it never throws for a file's content.
 */
export function resolveResource(file: ResourceFile, problems: ProblemList = new ProblemList(file.name)): ResourceSchema {
  const plain: ResourceFile = { ...file };
  delete plain.$schema;
  const { endpoints, list, fields, actions, ...rest } = plain;
  const schema: ResourceSchema = {
    ...rest,
    endpoints: endpoints ? resolveEndpoints(endpoints, problems) : conventionalEndpoints(file.name),
    list: resolveList(list, endpoints === undefined),
    fields: fields.map((field, index) => resolveField(field, index, problems)),
  };
  if (actions) schema.actions = actions.map((action, index) => resolveAction(action, index, problems));
  return schema;
}
