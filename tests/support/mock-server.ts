/**
 * Starts `npm run mock-server` (mocks/server/main.ts) as a child process for tests: the server's own entry point,
 * its own port and data folder, stopped with SIGTERM (which flushes its data to disk).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface RunningMockServer {
  url: string;
  port: number;
  /** Everything the server printed (for failure messages). */
  output(): string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL (no chance to flush anything), as a crash or `kill -9` does. */
  kill(): Promise<void>;
}

/**
 * The arguments and environment that run a TypeScript entry point in Node as the npm scripts do (`tsx`, with the
 * `@/` and `@mocks/` paths of tsconfig.app.json): `spawn(process.execPath, ts.args, { env: ts.env })`. Node runs it
 * in this very process (`--import tsx`, no launcher in between), so a signal to the child reaches the program.
 */
export function tsEntry(file: string, args: string[] = []): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: ['--import', 'tsx', file, ...args],
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.app.json') },
  };
}

/** A free TCP port on 127.0.0.1 (ask the OS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startHttpMockServer(options: {
  dataDir: string;
  port?: number;
  /** The address to listen on (`HOST`); default 127.0.0.1. */
  host?: string;
  reset?: boolean;
  timeoutMs?: number;
  /** App origins CORS and mailed links allow besides Vite's (`MOCK_ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** More environment for the server (e.g. `MOCK_MAX_BODY_BYTES`). */
  env?: Record<string, string>;
}): Promise<RunningMockServer> {
  const port = options.port ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const entry = tsEntry('mocks/server/main.ts', options.reset ? ['--reset'] : []);
  const child: ChildProcess = spawn(process.execPath, entry.args, {
    cwd: ROOT,
    env: {
      ...entry.env,
      PORT: String(port),
      ...(options.host ? { HOST: options.host } : {}),
      MOCK_DATA_DIR: options.dataDir,
      MOCK_SERVER_QUIET: '1',
      MOCK_ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(','),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`mock server did not start in time:\n${output}`)),
      options.timeoutMs ?? 60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${host}:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://${host}:${port}`,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
