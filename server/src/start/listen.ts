import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Connections waiting to be accepted. */
const LISTEN_BACKLOG = 4096;

/** The process exits within this long after SIGTERM or SIGINT, whatever the clients do (code 1 if cut). */
export const SHUTDOWN_LIMIT_MS = 10_000;
/** In-flight requests get this long to finish before their connections are cut. */
export const DRAIN_MS = 5_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting and lets in-flight requests finish: Fastify answers new requests on kept-alive
 * connections with 503, and a connection is closed as soon as it is idle (swept every 100 ms, as
 * Node closes only those idle at the moment of close and would keep the rest for its keep-alive
 * timeout). What is still open after DRAIN_MS (a client sending half a request) is cut. Then the
 * onClose hooks run: pending mails, the database, the data-folder lock.
 */
export async function closeGracefully(app: FastifyInstance, drainMs = DRAIN_MS): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

/**
 * Behind a load balancer: answer "not ready" and keep serving for `drainMs`, long enough for the
 * balancer's health checks to notice and send new requests to the other nodes, so none fails.
 */
async function turnAwayNewWork(app: FastifyInstance, drainMs: number): Promise<void> {
  app.readiness.stopping = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
}

/** Listens, prints where, and shuts down cleanly on SIGINT / SIGTERM (or a crash, with code 1). */
export async function listenAndReport(
  app: FastifyInstance,
  port: number,
  host: string,
  config: AppConfig,
) {
  // Node's default backlog (511) drops the connection attempts of a crowd arriving at once; they
  // are retried a second or more later and can time out. The kernel caps it at somaxconn.
  const address = await app.listen({ port, host, backlog: LISTEN_BACKLOG });
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.pgliteDir}`;
  // In the log's own JSON format, like every other line (Fastify's own 'Server listening' too).
  app.log.info(
    { address, site: config.siteUrl, database: storage },
    `Server listening on ${address} (site ${config.siteUrl}; database: ${storage})`,
  );
  closeWithGrace(
    {
      delay: config.readinessDrainMs + SHUTDOWN_LIMIT_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'Stopping after an unexpected error');
      else app.log.info(`Stopping (${signal ?? 'exit'})`);
      await turnAwayNewWork(app, err ? 0 : config.readinessDrainMs);
      await closeGracefully(app);
    },
  );
}
