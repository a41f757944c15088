/**
 * The form layout: each section names fields of the resource (its own fields, not sub-fields),
 * holds at least one, and a field sits in one section at most.
 */
import type { CheckContext } from './context';

export function checkForm({ schema, problems }: CheckContext): void {
  const sections = schema.form?.sections;
  if (!sections) return;
  const sources = new Set(schema.fields.map((field) => field.source));
  const placed = new Map<string, number>();
  sections.forEach((section, index) => {
    const at = `form.sections[${index}]`;
    if (!Array.isArray(section.fields) || section.fields.length === 0) {
      problems.add(`${at}.fields`, 'emptySection');
      return;
    }
    for (const name of section.fields) {
      if (!sources.has(name)) problems.add(`${at}.fields.${name}`, 'notAField', { name: String(name), resource: schema.name });
      else if (placed.has(name)) problems.add(`${at}.fields.${name}`, 'placedTwice', { name, other: placed.get(name) ?? 0 });
      else placed.set(name, index);
    }
  });
}
