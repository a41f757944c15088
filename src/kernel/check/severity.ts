/**
 * The one list of severities: an error refuses the file everywhere (the console shows its error
 * page, the server does not serve it, the Schema lab marks it red, resources:check exits 1); a
 * warning is reported everywhere and refuses nothing. A new kind of problem must take a line here.
 */
import type { ProblemKind } from './problems';

export type Severity = 'error' | 'warning';

export const SEVERITY: Readonly<Record<ProblemKind, Severity>> = {
  duplicateResource: 'error',
  duplicateField: 'error',
  duplicateAction: 'error',
  duplicateRoute: 'error',
  unknownKey: 'error',
  unknownKeyHint: 'error',
  unknownFieldType: 'error',
  unknownParent: 'error',
  reservedParent: 'error',
  groupIgnored: 'warning',
  groupConflict: 'error',
  unknownResource: 'error',
  notAField: 'error',
  missingReference: 'error',
  missingChoices: 'error',
  filterMismatch: 'error',
  badPattern: 'error',
  inverted: 'error',
  unknownIcon: 'error',
  unknownCell: 'error',
  unknownInput: 'error',
  unknownToolbar: 'error',
  unknownAction: 'error',
  missingText: 'error',
  untitledRoute: 'warning',
  missingKey: 'error',
  wrongType: 'error',
  notOneOf: 'error',
  badValue: 'error',
  unknownValidator: 'error',
  unknownBodyMapper: 'error',
  unknownIdReader: 'error',
  badArguments: 'error',
  expectedShape: 'error',
  defaultWrongType: 'error',
  defaultNotAChoice: 'error',
  defaultBreaksRule: 'error',
  defaultItemCount: 'error',
  notASibling: 'error',
  unknownFilter: 'error',
  keyNotForType: 'error',
  missingSubFields: 'error',
  tooDeep: 'error',
  missingOptions: 'error',
  badRatingMax: 'error',
  sliderBounds: 'error',
  badStep: 'error',
  emptySection: 'error',
  placedTwice: 'error',
  tooFewItems: 'error',
  batchNeedsConvention: 'error',
  importKeyNotUnique: 'warning',
  consoleOnlyKeys: 'warning',
  updateActionPlacement: 'error',
  updateActionSetsNothing: 'error',
  updateActionField: 'error',
  updateActionValue: 'error',
};

export const severityOf = (kind: ProblemKind): Severity => SEVERITY[kind];

export const isError = (problem: { kind: ProblemKind }): boolean => SEVERITY[problem.kind] === 'error';
