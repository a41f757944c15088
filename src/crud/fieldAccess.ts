/** Field-level roles (`roles: {view, edit}`): the rule the server enforces too (kernel/access/permissions.ts). */
export { canEditField, canViewField } from '../kernel/access/permissions';
