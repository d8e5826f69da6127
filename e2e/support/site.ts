import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureSpaBuild } from '../../server/src/hosting/spaBuild';
import { PROJECT_ROOT } from './paths';

export interface Site {
  url: string;
  /** The server's DATA_DIR (its database, mail and media), removed by stop. */
  dataDir: string;
  mailDir: string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
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

/**
 * How long a new server may take to answer: it migrates and seeds a fresh database first, which on
 * a busy shared machine, with another server starting beside it, takes a good part of a minute.
 */
const START_TIMEOUT_MS = 120_000;

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/courses?page=1&limit=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output() || '(no output)'}`,
  );
}

/**
 * The production site (API + SPA + a fresh embedded database in a new temporary DATA_DIR), as
 * `npm start` runs it, on a free port. `env` adds or overrides settings (ACCESS_TOKEN_TTL, GOOGLE_*).
 * A missing or stale SPA build is made first, here, so it does not count against the wait for the
 * server to answer.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    // A server too slow to answer is not left running behind the failure.
    await stop();
    throw error;
  }

  return { url, dataDir, mailDir: path.join(dataDir, 'mail'), stop };
}
