/**
 * The event streams a Node server holds open (`GET /api/<name>/_events`). They never end by
 * themselves, so a graceful close that waited for them would always wait its whole grace: the close
 * ends them first, and any asked for while it runs. A client resumes elsewhere from its
 * Last-Event-ID without a gap, as after any lost connection.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

const EVENT_STREAM = /^\/api\/[^?#]*\/_events(?:[?#]|$)/;

export interface EventStreamConnections {
  /** Ends every open event stream, and from now on each new one as it comes. */
  endAll(): void;
}

export function trackEventStreams(server: Server): EventStreamConnections {
  const open = new Set<ServerResponse>();
  let ending = false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || !EVENT_STREAM.test(request.url ?? '')) return;
    if (ending) {
      response.destroy();
      return;
    }
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  return {
    endAll() {
      ending = true;
      for (const response of open) response.destroy();
      open.clear();
    },
  };
}
