/** Login form rules. Results are i18n keys. */
const USER_NAME = /^[A-Za-z0-9_.@-]{2,32}$/;

export function validateUsername(value: string): string | undefined {
  return USER_NAME.test(value.trim()) ? undefined : 'login.invalidUsername';
}

export function validatePassword(value: string): string | undefined {
  return value.length >= 6 ? undefined : 'login.shortPassword';
}
