/** Field-level roles (`roles: {view, edit}`): the rule the server enforces too (resources/permissions.ts). */
export { canEditField, canViewField } from '../resources/permissions';
