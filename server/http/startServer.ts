/** The bundled server: the API contract under /api and the built console beside it. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApi } from '../handlers';
import { openDatabase, type DatabaseTarget } from '../sql/connect';
import { createSqlStore } from '../sql/sqlStore';
import { createMemoryStore, type Store } from '../store';
import { requireBuild } from './build';
import { createScryptHasher } from './scrypt';
import { createNodeApp } from './nodeApp';
import { builtInConventional } from '../handlers/crud/builtIn';
import type { ResourceSchema } from '../../src/kernel/types';
import { resources as consoleResources } from '../../src/kernel/resources/registry';
import { userOfToken } from '../endpoint';
import { earlyListLookup } from './earlyList';
import { createResourceFiles } from './resourceFiles';
import { createLogger, logError, type Logger, type LogLevel } from './logging';
import { createReadiness } from './readiness';
import { gracefulClose, KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS } from './shutdown';
import { trackEventStreams } from './eventStreamConnections';
import { DEFAULT_AUDIT_RETENTION_DAYS, startAuditRetention } from '../audit/retention';
import { startWebhookDispatcher } from '../webhooks/dispatcher';
import { DEFAULT_LEASE_MS, parseRetrySchedule } from '../webhooks/schedule';
import { SEND_DEFAULTS } from '../webhooks/safeSend';
import { resourceServer } from '../operations/scope';

/** How often the webhook dispatcher looks for due retries and other servers' events. */
const WEBHOOK_TICK_MS = 1000;
import type { OidcSettings } from '../oidc/settings';
import { createIdentityProvider } from '../oidc/provider';

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
  /** Days the audit log keeps an entry (default 365); older ones are pruned at start and daily. */
  auditRetentionDays?: number;
  /** How often, at most, config.json and the resource files are checked for changes (default 1000 ms). */
  resourceRecheckMs?: number;
  /** JSON logs on stdout (default 'silent': main.ts passes LOG_LEVEL, default info). */
  logLevel?: LogLevel;
  /** Single sign-on with an OpenID Connect provider (main.ts passes the OIDC_* variables; see oidc/settings.ts). */
  oidc?: OidcSettings;
  /** Webhook delivery (main.ts passes WEBHOOK_ALLOW_PRIVATE, WEBHOOK_RETRY_SCHEDULE and WEBHOOK_LEASE). */
  webhooks?: WebhookSettings;
}

export interface WebhookSettings {
  /** Private, loopback and link-local receivers allowed (default false). */
  allowPrivate?: boolean;
  /** Waits before each retry in ms (default 5s, 30s, 2m, 10m, 1h, 6h). */
  schedule?: readonly number[];
  /** How long a claim holds a delivery, in ms (default 30 s): a server that dies mid-send leaves it to another after this. */
  leaseMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080/ */
  url: string;
  port: number;
  store: Store;
  logger: Logger;
  /**
   * Graceful stop: refuses new connections and reports not ready at once, lets the requests in
   * flight finish (cut after `graceMs`, default 9 s), then closes the store it opened.
   */
  close(graceMs?: number): Promise<void>;
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
    published: store.resourceFiles,
  });
  // Read once at start, so that a broken file is reported at once.
  await resources.refresh();
  const logger = createLogger(options.logLevel ?? 'silent');
  const readiness = createReadiness(store);
  const allowPrivate = options.webhooks?.allowPrivate ?? false;
  const dispatcher = startWebhookDispatcher(resourceServer(store, resources), {
    schedule: options.webhooks?.schedule ?? parseRetrySchedule(),
    send: { ...SEND_DEFAULTS, allowPrivate },
    tickMs: WEBHOOK_TICK_MS,
    leaseMs: options.webhooks?.leaseMs ?? DEFAULT_LEASE_MS,
    report: (message) => logger.warn(message),
  });
  const api = createApi(store, undefined, {
    webhooks: { allowPrivate, wake: () => void dispatcher.run() },
    resources,
    refused: resources,
    catalogue: resources,
    latencyMs: options.latencyMs,
    readiness,
    onError: (error, request) => logError(logger, error, request),
    sso: options.oidc && {
      provider: createIdentityProvider(options.oidc),
      clientSecret: options.oidc.clientSecret,
      rolesClaim: options.oidc.rolesClaim,
      redirectUri: options.oidc.redirectUri,
      onError: (error) => logger.warn({ err: error }, 'single sign-on failed'),
    },
  });
  // The console's own resources and the files served now: a whole list's page names its list.
  const earlyList = earlyListLookup(
    async () => [...consoleResources, ...(await resources.all())],
    async (token) => {
      const user = await userOfToken(store, token === undefined ? undefined : decodeURIComponent(token));
      return user && { roles: user.roles, permissions: await store.permissions.of(user.roles) };
    },
  );
  const app = createNodeApp(api.app, distDir, logger, earlyList);
  const retention = startAuditRetention(store.audit, options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS, undefined, [store.outbox]);

  const server = await new Promise<Server>((resolveListen, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () => {
      started.off('error', reject);
      resolveListen(started as Server);
    });
    started.once('error', reject);
  });
  // Longer than the usual proxies' and clients' idle timeouts, so the server never closes a kept-alive connection a client is about to reuse.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  const port = (server.address() as AddressInfo).port;
  const eventStreams = trackEventStreams(server);

  let closing: Promise<void> | undefined;
  const close = (graceMs?: number): Promise<void> => {
    readiness.stopping();
    retention.stop();
    dispatcher.stop();
    eventStreams.endAll();
    closing ??= gracefulClose(server, graceMs).then(() => (owned ? store.close() : undefined));
    return closing;
  };

  return { url: `http://${displayHost(host)}:${port}/`, port, store, logger, close };
}
