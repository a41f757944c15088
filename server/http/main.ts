/** `tsx mock/server/main.ts`: serves the built console and the mock API (settings: see env.ts). */
import { MissingBuildError, requireBuild } from './build';
import { describeTarget } from '../sql/connect';
import { optionsFromEnv } from './env';

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

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
  console.log(`SMS admin console: ${server.url}`);
  if (options.database) console.log(`Data: ${describeTarget(options.database)}`);
  if (options.control) console.log('Control endpoints enabled under /api/__control__/');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
