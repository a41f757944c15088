/** `tsx server/http/main.ts`: serves the built console and the API (settings: see env.ts). */
import { MissingBuildError, requireBuild } from './build';
import { describeTarget } from '../sql/connect';
import { optionsFromEnv } from './env';

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The process ends within this long of SIGTERM, whatever is left (the server cuts requests at 9 s). */
const STOP_DEADLINE_MS = 9_800;

async function main(): Promise<void> {
  let options;
  try {
    options = optionsFromEnv(process.env);
    // Checked before loading the API so that a missing build fails at once.
    requireBuild(options.distDir);
  } catch (error) {
    exit(error instanceof Error ? error.message : String(error));
  }
  const { startServer } = await import('./startServer');
  let server;
  try {
    server = await startServer(options);
  } catch (error) {
    if (error instanceof MissingBuildError) exit(error.message);
    exit(`Could not start the server: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Plain text, the first line: people and scripts read the address from it.
  console.log(`SMS admin console: ${server.url}`);
  const { logger } = server;
  logger.info({ url: server.url, data: options.database ? describeTarget(options.database) : 'memory' }, 'started');
  if (options.control) logger.warn('Control endpoints enabled under /api/__control__/');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping: finishing the requests in flight');
    setTimeout(() => {
      logger.error('stop deadline passed: exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
