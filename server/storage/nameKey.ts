/** The key user names are compared by (NFKC, lower case): defined once, in names.ts. */
export { nameKey } from '../names';
