import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/src/config';
import { ensureSpaBuild } from '../../server/src/hosting/spaBuild';
import { answers200, startBalancer, waitUntil } from './balancer';
import type { BalancedNode } from './haproxyConfig';
import { startLocalPostgres } from './localPostgres';

export interface ClusterOptions {
  /** Where the balancer listens. */
  port: number;
  host: string;
  nodes: number;
  dataDir: string;
  /** A PostgreSQL to use; unset, a local cluster under dataDir is started. */
  databaseUrl?: string;
  /** Settings for every node, on top of this process's environment. */
  env?: Record<string, string>;
  /** Where the nodes' and the balancer's output goes (default: this process's). */
  output?: 'inherit' | 'ignore';
  /** The script each node runs (default: server/src/main.ts, which builds the SPA when stale). */
  entry?: string;
}

export interface RunningNode extends BalancedNode {
  process: ChildProcess;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  nodes: RunningNode[];
  /** SIGKILL one node, as a crash would. */
  kill(name: string): void;
  stop(): Promise<void>;
}

const NODE_ENTRY = path.join(PROJECT_ROOT, 'server', 'src', 'main.ts');

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * PostgreSQL, `nodes` API nodes (each its own process and port, the same environment) and HAProxy
 * in front of them on `port`. The first node starts alone (it migrates, seeds and writes the shared
 * secrets under DATA_DIR), then the others.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, host, dataDir } = options;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Built once here rather than by every node at once; a node of its own entry may need none.
  if (!options.entry) ensureSpaBuild(PROJECT_ROOT, (message) => console.info(message));
  const postgres = options.databaseUrl ? undefined : startLocalPostgres(dataDir, port + 100);
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  const stdio = options.output ?? 'inherit';

  const nodes: RunningNode[] = [];
  const startNode = async (index: number) => {
    const node = { name: `node-${index + 1}`, port: port + 1 + index };
    const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? NODE_ENTRY], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', stdio, stdio],
      env: {
        ...process.env,
        SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
        READINESS_DRAIN_SECONDS: process.env.READINESS_DRAIN_SECONDS ?? '3',
        ...options.env,
        PORT: String(node.port),
        HOST: '127.0.0.1',
        NODE_NAME: node.name,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: 'true',
      },
    });
    nodes.push({ ...node, process: child });
    await waitUntil(node.name, answers200(`http://127.0.0.1:${node.port}/api/ready`), 60_000);
  };

  let haproxy: ChildProcess | undefined;
  const stop = async () => {
    const children = [haproxy, ...nodes.map((node) => node.process)].filter(
      (child): child is ChildProcess => Boolean(child),
    );
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    postgres?.stop();
  };

  try {
    await startNode(0);
    await Promise.all(Array.from({ length: options.nodes - 1 }, (_, i) => startNode(i + 1)));
    haproxy = (await startBalancer({ host, port, nodes, dataDir, output: stdio })).process;
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://${host}:${port}`,
    databaseUrl,
    nodes,
    kill(name) {
      nodes.find((node) => node.name === name)?.process.kill('SIGKILL');
    },
    stop,
  };
}
