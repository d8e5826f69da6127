// `npx tsx scripts/cluster/benchCluster.ts`: throughput through HAProxy with 1 and with NODES nodes
// (default 3) on one local PostgreSQL, for docs/scaling.md. Loopback only, 10 s per measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from './cluster';

const SECONDS = 10;
const CONNECTIONS = 50;
const PATHS = {
  'catalogue page (cached)': '/api/courses?page=1',
  'course page (database)': '/api/courses/ielts-academic-complete',
};

async function measure(url: string) {
  const rows: Record<string, string | number>[] = [];
  for (const [name, target] of Object.entries(PATHS)) {
    const result = await autocannon({
      url: `${url}${target}`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    rows.push({
      request: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return rows;
}

async function main() {
  const counts = [1, Number(process.env.NODES ?? 3)];
  for (const nodes of counts) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-cluster-'));
    const cluster = await startCluster({
      port: 3800,
      host: '127.0.0.1',
      nodes,
      dataDir,
      output: 'ignore',
      env: { LOG_LEVEL: 'warn' },
    });
    try {
      console.info(
        `\n${nodes} node(s), ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores`,
      );
      // eslint-disable-next-line no-console -- a figures table is what this script is for
      console.table(await measure(cluster.url));
    } finally {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

void main();
