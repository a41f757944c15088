/**
 * The validators and mappers every resource file may name without registering them. Plain
 * records (no registration calls) so named.ts can seed its registries without an import cycle.
 */
import { userCreateBody } from './mappers';
import type { AnyRecord, FieldValidator, Identifier } from '../types';
import { minPassword, notAbove } from './validators';
import type { BuiltInValidatorName } from './definition/names';

export type ValidatorArgs = Record<string, unknown>;
export type ValidatorFactory = (args: ValidatorArgs) => FieldValidator;
export type BodyMapper = (record: AnyRecord) => unknown;
export type IdReader = (data: unknown) => Identifier | undefined;

/** Thrown by a factory whose arguments are wrong; the resolver reports it as a problem. */
export class ArgumentsError extends Error {}

function text(args: ValidatorArgs, key: string): string {
  const value = args[key];
  if (typeof value !== 'string' || value === '') throw new ArgumentsError(`args.${key} must be a non-empty string`);
  return value;
}

export const BUILT_IN_VALIDATORS: Readonly<Record<BuiltInValidatorName, ValidatorFactory>> = {
  /** { field, message }: the value may not be above the other field's. */
  notAbove: (args) => notAbove(text(args, 'field'), text(args, 'message')),
  minPassword: () => minPassword,
};

export const BUILT_IN_BODY_MAPPERS: Readonly<Record<string, BodyMapper>> = {
  userCreateBody,
};

export const BUILT_IN_ID_READERS: Readonly<Record<string, IdReader>> = {};
