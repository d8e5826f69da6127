import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Listens, prints where, and closes cleanly (pending mails, database) on SIGINT / SIGTERM. */
export async function listenAndReport(
  app: FastifyInstance,
  port: number,
  host: string,
  config: AppConfig,
) {
  const address = await app.listen({ port, host });
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.pgliteDir}`;
  console.info(`Server listening on ${address} (site ${config.siteUrl}; database: ${storage})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
