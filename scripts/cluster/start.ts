// `npm run start:cluster`: PostgreSQL, NODES API nodes (default 3) and HAProxy on PORT; Ctrl-C stops all.
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/src/config';
import { startCluster } from './cluster';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const cluster = await startCluster({
    port,
    host: process.env.HOST ?? 'localhost',
    nodes: Number(process.env.NODES ?? 3),
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(PROJECT_ROOT, '.data-cluster')),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.info(
    `The site is on ${cluster.url}: ${cluster.nodes.map((n) => `${n.name} :${n.port}`).join(', ')} behind HAProxy.`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.info('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
