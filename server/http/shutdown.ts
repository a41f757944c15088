/** Closing the Node HTTP server without cutting a request in flight. */
import type { Server } from 'node:http';

/** Above the idle timeouts of common proxies and clients (60 s), so that the client closes first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout (Node's own rule). */
export const HEADERS_TIMEOUT_MS = 66_000;
/** What is still running after this is cut, so that the process ends within 10 s of SIGTERM. */
export const DEFAULT_GRACE_MS = 9_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops listening at once (new connections are refused), closes idle kept-alive connections,
 * and, until the last request in flight has answered, closes each connection as soon as it falls
 * idle; after `graceMs` cuts whatever is left.
 */
export function gracefulClose(server: Server, graceMs = DEFAULT_GRACE_MS): Promise<void> {
  return new Promise<void>((resolveClose, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
      else resolveClose();
    });
    server.closeIdleConnections();
  });
}
