/**
 * What a resource file names instead of holding a function: validators (`field.validate`), body
 * mappers (`endpoint.body`) and id readers (`endpoint.idOf`). Pure, no React: the Node server
 * resolves the same files. Registering a name again replaces it (hot reload registers twice).
 */
import {
  BUILT_IN_BODY_MAPPERS,
  BUILT_IN_ID_READERS,
  BUILT_IN_VALIDATORS,
  type BodyMapper,
  type IdReader,
  type ValidatorFactory,
} from './builtins';

export { ArgumentsError } from './builtins';
export type { BodyMapper, IdReader, ValidatorArgs, ValidatorFactory } from './builtins';

const validators = new Map<string, ValidatorFactory>(Object.entries(BUILT_IN_VALIDATORS));
const bodyMappers = new Map<string, BodyMapper>(Object.entries(BUILT_IN_BODY_MAPPERS));
const idReaders = new Map<string, IdReader>(Object.entries(BUILT_IN_ID_READERS));

export function registerValidator(name: string, factory: ValidatorFactory): void {
  validators.set(name, factory);
}

export function registerBodyMapper(name: string, mapper: BodyMapper): void {
  bodyMappers.set(name, mapper);
}

export function registerIdReader(name: string, reader: IdReader): void {
  idReaders.set(name, reader);
}

export const validatorNamed = (name: string): ValidatorFactory | undefined => validators.get(name);
export const bodyMapperNamed = (name: string): BodyMapper | undefined => bodyMappers.get(name);
export const idReaderNamed = (name: string): IdReader | undefined => idReaders.get(name);

export const knownValidatorNames = (): ReadonlySet<string> => new Set(validators.keys());
export const knownBodyMapperNames = (): ReadonlySet<string> => new Set(bodyMappers.keys());
export const knownIdReaderNames = (): ReadonlySet<string> => new Set(idReaders.keys());
