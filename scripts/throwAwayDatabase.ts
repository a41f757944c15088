/** A database of its own on a PostgreSQL server, for a test or a benchmark, and the way to drop it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>` on the server `serverUrl` names (test files on two workers never pick
 * the same); `url` points at it, `drop` removes it (connections cut).
 */
export async function throwAwayDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
