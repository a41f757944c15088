/** Words shared by the operations: who may call, how large a body may be. */

/** "Roles: admin, editor." / "Any signed-in user." / "Public: no session needed." (admin is in every role list of this API.) */
export function rolesText(open: boolean, roles: readonly string[] | undefined): string {
  if (open) return 'Public: no session needed.';
  if (!roles || roles.length === 0) return 'Any signed-in user.';
  return `Roles: ${roles.join(', ')}.`;
}

export const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

export const joinText = (...parts: Array<string | undefined>): string => parts.filter((part) => part !== undefined && part !== '').join(' ');
