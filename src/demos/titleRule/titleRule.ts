/** The demo title rule: exactly six characters, message '请输入六个字符'. */
export const TITLE_LENGTH = 6;
export const TITLE_RULE_MESSAGE = 'demoCharts.titleRule.length';

/** Characters as the user sees them (code points, so an emoji or a CJK character counts once). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** A react-admin validator: the i18n key of the message, or undefined when the title is valid. */
export function validateTitle(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : '';
  return characterCount(text) === TITLE_LENGTH ? undefined : TITLE_RULE_MESSAGE;
}
