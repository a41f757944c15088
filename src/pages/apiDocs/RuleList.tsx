/** The rules of a value, translated, separated by middle dots. */
import { useTranslate } from 'react-admin';
import type { RuleText } from './schemaRows';

export function RuleList({ rules }: { rules: readonly RuleText[] }) {
  const translate = useTranslate();
  return <>{rules.map((rule) => ('text' in rule ? rule.text : translate(rule.key, rule.args))).join(' · ')}</>;
}
