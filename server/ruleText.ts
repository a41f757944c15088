/**
 * The readable English of a field error (the '40001' answer's `message`), from the kernel's English
 * rule texts (src/kernel/texts/ruleTexts.ts): a rule's own message in its API wording
 * (`crud.apiText.*`: 'packageId is required'), any other message as '<field>: <text>'. A path inside
 * a value ('steps[2].delay', 'address.city') is named first, then the rule's plain text with a
 * lower-case first letter: 'steps[2].delay: must be at most 3600'.
 */
import { interpolate, lookup } from '../src/kernel/texts/translate';
import type { RuleError } from '../src/kernel/rules/rules';
import { ENGLISH_RULE_TEXTS } from '../src/kernel/texts/ruleTexts';

const isNestedPath = (path: string): boolean => path.includes('.') || path.includes('[');

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export function ruleText(source: string, error: RuleError): string {
  const args = { ...error.args, field: source };
  const plainText = (): string => interpolate(lookup(ENGLISH_RULE_TEXTS, error.message) ?? error.message, args);
  if (isNestedPath(source)) return `${source}: ${lowerFirst(plainText())}`;
  const ruleKey = error.message.startsWith('crud.') ? `crud.apiText.${error.message.slice('crud.'.length)}` : undefined;
  const apiText = ruleKey === undefined ? undefined : lookup(ENGLISH_RULE_TEXTS, ruleKey);
  if (apiText !== undefined) return interpolate(apiText, args);
  // A message that is not a catalogue key is plain text already.
  return `${source}: ${plainText()}`;
}
