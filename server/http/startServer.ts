/** The bundled server: the API contract under /api and the built console beside it. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from '../handlers';
import { openDatabase, type DatabaseTarget } from '../sql/connect';
import { createSqlStore } from '../sql/store';
import { createMemoryStore, type Store } from '../store';
import { createApiHandler } from './api';
import { requireBuild } from './build';
import { sendJson } from './http-utils';
import { createScryptHasher } from './scrypt';
import { createStaticHandler } from './static';
import { builtInConventional } from '../handlers/crud/builtIn';
import type { ResourceSchema } from '../../src/resources/types';
import { createResourceFiles } from './resourceFiles';

export const API_PREFIX = '/api/';
export { DEFAULT_DIST_DIR, MissingBuildError } from './build';

export interface ServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Folder of the built console (default `dist/` of the repository). */
  distDir?: string;
  /**
   * Store behind the API. Default: the SQL store at `database` when given (main.ts passes DATA_DIR /
   * DATABASE_URL), otherwise a new memory store; both from `control` and `packageCount`.
   */
  store?: Store;
  /** Where the SQL store lives (SQLite file or PostgreSQL URL); see sql/connect.ts. */
  database?: DatabaseTarget;
  /** Enables the `/api/__control__/*` endpoints. */
  control?: boolean;
  /** Number of seeded package configurations. */
  packageCount?: number;
  /** Latency added to every API answer, in ms (default 0). */
  latencyMs?: number;
  /** Conventional resources served besides the files config.json lists (tests). */
  resources?: readonly ResourceSchema[];
  /** How often, at most, config.json and the resource files are checked for changes (default 1000 ms). */
  resourceRecheckMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080/ */
  url: string;
  port: number;
  store: Store;
  close(): Promise<void>;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The store to serve; one opened here is `owned`: closed with the server. */
async function storeFor(options: ServerOptions): Promise<{ store: Store; owned: boolean }> {
  if (options.store) return { store: options.store, owned: false };
  const settings = { control: options.control ?? false, packageConfCount: options.packageCount, passwords: createScryptHasher() };
  if (options.database) return { store: await createSqlStore(openDatabase(options.database), settings), owned: true };
  return { store: createMemoryStore(settings), owned: true };
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const distDir = requireBuild(options.distDir);
  const { store, owned } = await storeFor(options);
  const resources = createResourceFiles(distDir, {
    builtIn: [...builtInConventional(), ...(options.resources ?? [])],
    recheckMs: options.resourceRecheckMs,
    prepare: (schema) => store.resources.open(schema),
  });
  // Read once at start, so that a broken file is reported at once.
  await resources.refresh();
  const { handlers, specs } = createApi(store, undefined, { resources, refused: resources });
  const api = createApiHandler({ handlers, specs, latencyMs: options.latencyMs ?? 0 });
  const compression = new AbortController();
  const files = createStaticHandler(distDir, { signal: compression.signal });

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    } catch {
      url = new URL(req.url ?? '/', 'http://localhost');
    }
    try {
      if (url.pathname.startsWith(API_PREFIX)) await api(req, res, url);
      else await files(req, res, url);
    } catch (error) {
      // A client that went away mid-answer is not a server error.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      console.error(`[mock server] ${req.method} ${req.url}:`, error);
      if (!res.headersSent) sendJson(res, 500, { code: '50000', message: 'Internal server error', data: null });
      else res.destroy();
    }
  };

  const server = createServer((req, res) => void onRequest(req, res));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    compression.abort();
    closing ??= new Promise<void>((resolveClose, reject) => {
      server.close((error) => (error ? reject(error) : resolveClose()));
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 2000).unref();
    }).then(() => (owned ? store.close() : undefined));
    return closing;
  };

  return { url: `http://${displayHost(host)}:${port}/`, port, store, close };
}
