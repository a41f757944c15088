/** react-admin's pages for errors and refused access: a chunk loaded only when one is shown (see ShellAdminUI). */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
