/** Who holds a role (users, API tokens): a role in use cannot be deleted. */
import type { ApiToken } from '../storage/storeTypes';
import type { User } from '../apiTypes';

const NAMED = 10;

/** 'users alice, bob and API token import' for the holders of `key`, or undefined when nobody holds it. */
export function roleHolders(users: readonly User[], tokens: readonly ApiToken[], key: string): string | undefined {
  const userNames = users.filter((user) => user.roles.includes(key)).map((user) => user.userName);
  const tokenNames = tokens.filter((token) => token.roles.includes(key)).map((token) => token.name);
  const parts = [named('user', userNames), named('API token', tokenNames)].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : parts.join(' and ');
}

function named(what: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const shown = names.slice(0, NAMED).join(', ');
  const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
  return `${what}${names.length === 1 ? '' : 's'} ${shown}${more}`;
}
