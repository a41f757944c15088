/** Field access as the grants say (kernel/access/permissions.ts): the rule the server enforces too. */
export { canEditField, canViewField, subFieldAllows } from '../kernel/access/permissions';
