/**
 * A server process for a benchmark (`tsx server/http/main.ts`, its RSS its own), on a free port of
 * 127.0.0.1, quiet but for warnings; a store of its own unless `env` names DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  child: ChildProcess;
  /** 'http://127.0.0.1:<port>' */
  origin: string;
}

export function launchBenchServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
    cwd: REPO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', MOCK_CONTROL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMS admin console: (http:\/\/[^/\s]+)/.exec(output);
      if (match?.[1]) done({ child, origin: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`bench server exited (${code}):\n${output}`)));
  });
}
