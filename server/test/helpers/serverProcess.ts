import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config';
import { embeddedDataDirFromTemplate } from './pgliteTemplate';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running, then waits for the exit. */
  kill(): Promise<void>;
}

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

export interface SpawnOptions {
  dataDir: string;
  /** PostgreSQL to use; without it the process uses the embedded database in dataDir. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /**
   * Start the embedded database empty, as a first start on a new machine does. Otherwise an empty
   * data folder gets the migrated and seeded template first (see embeddedDataDirFromTemplate).
   */
  emptyDatabase?: boolean;
}

/**
 * The real API process (`server/src/dev.ts`, no SPA build) on a free port, with fixed secrets and
 * its own data folder. `spawnServer` returns at once; `startServer` waits until it answers.
 */
export async function spawnServer({
  dataDir,
  databaseUrl,
  env = {},
  emptyDatabase = false,
}: SpawnOptions) {
  if (!databaseUrl && !emptyDatabase) await embeddedDataDirFromTemplate(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'dev.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    url,
    child,
    output: () => printed,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  return server;
}

export async function startServer(options: SpawnOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  // Migrating and seeding a fresh database takes half a minute on a busy 2-core machine.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited early:\n${server.output()}`);
    const up = await fetch(`${server.url}/api/courses?page=1&limit=1`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server did not answer in time:\n${server.output()}`);
}
