/**
 * The schema check: what a new developer gets wrong in a resource schema, reported
 * instead of silently ignored. Pure: the start-up (shell/schemaCheck.ts) and the unit test over
 * the registry run it with the console's catalogues, route groups, icons, cells and actions.
 */
import { BUILT_IN_CELL_NAMES } from '../format/definition/names';
import { ICON_NAMES } from '../names/iconNames';
import { declaredGroups } from '../routes/resourceGroups';
import { joinPath } from '../routes/joinPath';
import type { ResourceSchema } from '../types';
import { checkActions } from './actions';
import { checkBatch } from './batch';
import type { CheckContext, CheckEnv, SchemaCheckEnv } from './context';
import { checkDefaults } from './defaultValue';
import { checkFields } from './fields';
import { checkForm } from './form';
import { ProblemList, type SchemaProblem } from './problems';
import { checkRelated } from './related';
import { checkResource } from './resource';
import { checkRoute } from './route';
import { checkServerRules } from './serverRules';
import { checkTexts } from './texts';

export type { SchemaCheckEnv } from './context';
export type { ProblemKind, SchemaProblem } from './problems';

/** The cells the generic table draws without a registry entry. */
export const BUILT_IN_CELLS: ReadonlySet<string> = new Set(BUILT_IN_CELL_NAMES);

// Unknown keys are zod's to refuse (format/parse.ts), the compiler's in a schema written in TypeScript.
const CHECKS = [checkRoute, checkResource, checkFields, checkForm, checkServerRules, checkDefaults, checkActions, checkTexts, checkBatch, checkRelated];

function withDefaults(env: SchemaCheckEnv): CheckEnv {
  return {
    catalogues: env.catalogues,
    routeParents: env.routeParents,
    reservedPaths: env.reservedPaths ?? new Set(),
    iconNames: env.iconNames ?? new Set(ICON_NAMES),
    knownCells: env.knownCells,
    knownActions: env.knownActions,
    knownInputs: env.knownInputs,
    knownToolbars: env.knownToolbars,
  };
}

export function checkSchemas(schemas: readonly ResourceSchema[], env: SchemaCheckEnv): SchemaProblem[] {
  const full = withDefaults(env);
  const byName = new Map<string, ResourceSchema>();
  const routes = new Map<string, string>();
  const groups = declaredGroups(schemas);
  const problems: SchemaProblem[] = [];
  schemas.forEach((schema, index) => {
    const name = typeof schema.name === 'string' && schema.name !== '' ? schema.name : `#${index}`;
    const list = new ProblemList(name);
    if (byName.has(name)) list.add('name', 'duplicateResource', { name });
    else byName.set(name, schema);
    if (schema.route) {
      const path = joinPath(schema.route.parent, schema.route.path);
      const other = routes.get(path);
      if (other !== undefined) list.add('route.path', 'duplicateRoute', { path, other });
      else routes.set(path, name);
    }
    problems.push(...list.items);
  });
  for (const schema of schemas) {
    const context: CheckContext = { env: full, byName, groups, schema, problems: new ProblemList(schema.name) };
    for (const check of CHECKS) check(context);
    problems.push(...context.problems.items);
  }
  return problems;
}
