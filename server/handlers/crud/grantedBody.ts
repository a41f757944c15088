/**
 * A built-in resource's write body as the caller's grants (src/kernel/access/grants.ts) allow it,
 * by the rule the conventional resources follow (writeRights.ts): a field the grant does not name
 * may not be set on create nor changed on update (40300), a value sent back unchanged is no change
 * (the console sends the record it loaded; an empty value for what the record does not hold, a
 * user's password, neither), and a create's presets overwrite what was sent. A key
 * that is no field of the file (a built-in's business value, an article's content) is allowed only
 * to a grant of every field. `id` names the record (or, on create, is the server's to decide); a
 * reference's copied value (a package's userName beside its userId) is the server's to derive from
 * the reference, whatever the console sends beside it.
 */
import { grantsOf, type GrantSchema, type Grantee } from '../../../src/kernel/access/grants';
import type { Body } from '../../parse';
import { forbidden } from '../../refusal';
import type { ResourceRow, StoredValue } from '../../resources/resourceStoreTypes';
import { ruleText } from '../../ruleText';
import { writeRefusal } from './writeRights';

const NOT_YOURS = { message: 'crud.notYours', args: {} };

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The body to write: the sent one with the create's presets over it; throws the 40300 of the first field the caller may not write. */
export function grantedBody(schema: GrantSchema, user: Grantee, mode: 'new' | 'edit', sent: Body, current?: object): Body {
  const grants = grantsOf(schema, user);
  const grant = mode === 'new' ? grants.create : grants.update;
  if (grant === false) throw forbidden(`No permission: your roles may not ${mode === 'new' ? 'create' : 'change'} ${schema.name} records.`);
  const presets = mode === 'new' ? grant.presets : {};
  const preset = new Set(Object.keys(presets));
  const stored = (current ?? {}) as ResourceRow;
  const copied = new Set(schema.fields.flatMap((field) => Object.keys(field.reference?.copy ?? {})));
  for (const [source, value] of Object.entries(sent)) {
    if (source === 'id' || value === undefined || copied.has(source)) continue;
    // An empty value for what the record does not hold (a user's password: its hash is stored) changes nothing.
    if (mode === 'edit' && (value === null || value === '') && !(source in stored)) continue;
    const field = schema.fields.find((candidate) => candidate.source === source);
    const refused = field
      ? writeRefusal(schema, { source, field }, value as StoredValue, { mode, current: mode === 'edit' ? stored : undefined, grantee: user, preset })
      : grant.fields !== 'all' && (mode === 'new' ? value !== null && value !== '' : !sameValue(value, stored[source]))
        ? NOT_YOURS
        : undefined;
    if (refused !== undefined && refused !== 'unchanged' && refused.message === NOT_YOURS.message) throw forbidden(ruleText(source.slice(0, 64), NOT_YOURS));
  }
  return preset.size === 0 ? sent : { ...sent, ...presets };
}
