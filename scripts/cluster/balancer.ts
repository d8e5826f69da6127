import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { haproxyConfig, type BalancedNode } from './haproxyConfig';

export interface Balancer {
  url: string;
  process: ChildProcess;
}

export async function waitUntil(what: string, check: () => Promise<boolean>, withinMs: number) {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > withinMs)
      throw new Error(`${what} did not come up in ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const answers200 = (url: string) => async () => (await fetch(url)).status === 200;

/** HAProxy (haproxyConfig.ts) on host:port in front of nodes already answering; its file in dataDir. */
export async function startBalancer(options: {
  host: string;
  port: number;
  nodes: BalancedNode[];
  dataDir: string;
  output: 'inherit' | 'ignore';
}): Promise<Balancer> {
  const { host, port, nodes, dataDir, output } = options;
  const file = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(host, port, nodes), { mode: 0o600 });
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', output, output] });
  try {
    await waitUntil('HAProxy', answers200(`http://${host}:${port}/api/ready`), 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url: `http://${host}:${port}`, process: child };
}
