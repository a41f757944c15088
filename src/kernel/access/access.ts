/**
 * The one access rule. Admin receives everything; a route or resource without roles is open to every
 * signed-in user; otherwise one of the user's roles must be listed.
 */
export function canAccessRoles(userRoles: readonly string[], required: readonly string[] | undefined): boolean {
  if (userRoles.includes('admin')) return true;
  if (!required || required.length === 0) return true;
  return required.some((role) => userRoles.includes(role));
}
