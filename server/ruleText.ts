/**
 * The readable English of a field error (the '40001' answer's `message`), from the console's
 * English catalogue: a rule's own message in its API wording (`crud.apiText.*`: 'packageId is
 * required'), any other message as '<field>: <text>'.
 */
import { catalogueFor } from '../src/kernel/texts/catalogue';
import { interpolate, lookup } from '../src/kernel/texts/translate';
import type { RuleError } from '../src/kernel/rules/rules';

const english = catalogueFor('en');

export function ruleText(source: string, error: RuleError): string {
  const args = { ...error.args, field: source };
  const ruleKey = error.message.startsWith('crud.') ? `crud.apiText.${error.message.slice('crud.'.length)}` : undefined;
  const apiText = ruleKey === undefined ? undefined : lookup(english, ruleKey);
  if (apiText !== undefined) return interpolate(apiText, args);
  // A message that is not a catalogue key is plain text already.
  return `${source}: ${interpolate(lookup(english, error.message) ?? error.message, args)}`;
}
