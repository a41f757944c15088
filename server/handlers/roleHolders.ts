/** Who holds a role (users, API tokens): a role in use cannot be deleted. */
import type { Store } from '../store';

const NAMED = 10;

/** 'users alice, bob and API tokens import' for the holders of `key`, or undefined when nobody holds it. */
export async function roleHolders(store: Store, key: string): Promise<string | undefined> {
  const users = (await store.users.list()).filter((user) => user.roles.includes(key)).map((user) => user.userName);
  const tokens = (await store.apiTokens.list()).filter((token) => token.roles.includes(key)).map((token) => token.name);
  const parts = [named('user', users), named('API token', tokens)].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : parts.join(' and ');
}

function named(what: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const shown = names.slice(0, NAMED).join(', ');
  const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
  return `${what}${names.length === 1 ? '' : 's'} ${shown}${more}`;
}
