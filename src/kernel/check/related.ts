/**
 * A resource's `related` entries must point somewhere: the other resource exists (among the
 * schemas the check is given: the built-in ones and every resource file), and its `target` is a
 * reference field (one record of this one) or a references field (a list of them: many-to-many) of
 * that resource naming this one, else no record of it could point here.
 */
import { namesOf, type CheckContext } from './context';

export function checkRelated(context: CheckContext): void {
  const { schema, byName, problems } = context;
  (schema.related ?? []).forEach((entry, index) => {
    const at = `related[${index}]`;
    const other = byName.get(entry.resource);
    if (!other) {
      problems.add(`${at}.resource`, 'unknownResource', { name: String(entry.resource), known: namesOf(byName.keys()) });
      return;
    }
    const target = other.fields.find((field) => field.source === entry.target);
    if (!target) {
      problems.add(`${at}.target`, 'notAField', { name: String(entry.target), resource: other.name });
      return;
    }
    if (target.type !== 'reference' && target.type !== 'references') {
      problems.add(`${at}.target`, 'badValue', {
        reason: `${other.name}.${target.source} is a ${target.type} field: the target of a related list must be a reference or references field`,
      });
    } else if (target.reference?.resource !== schema.name) {
      problems.add(`${at}.target`, 'badValue', {
        reason: `${other.name}.${target.source} refers to ${String(target.reference?.resource)}, not to ${schema.name}: the target must be a reference (or references) to this resource`,
      });
    }
  });
}
