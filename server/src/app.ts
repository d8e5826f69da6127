import Fastify, { type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { Clock } from './lib/clock';
import { loggerOptions, type LogStream } from './lib/logger';
import { authenticatePlugin } from './plugins/app/authenticate';
import { billingPlugin } from './plugins/app/billing';
import { documentLinksPlugin } from './plugins/app/documentLinks';
import { cataloguePlugin } from './plugins/app/catalogue';
import { bodyDeadlinePlugin } from './plugins/app/bodyDeadline';
import { clockPlugin } from './plugins/app/clock';
import { connectionCapPlugin } from './plugins/app/connectionCap';
import { configPlugin } from './plugins/app/config';
import { csrfPlugin } from './plugins/app/csrf';
import { dbPlugin } from './plugins/app/db';
import { errorsPlugin } from './plugins/app/errors';
import { examsPlugin } from './plugins/app/exams';
import { googlePlugin } from './plugins/app/google';
import { inputGuardPlugin } from './plugins/app/inputGuard';
import { limitsPlugin } from './plugins/app/limits';
import { mailPlugin } from './plugins/app/mail';
import { markingPlugin } from './plugins/app/marking';
import { mediaPlugin } from './plugins/app/media';
import { mediaUrlsPlugin } from './plugins/app/mediaUrls';
import { nodeIdentityPlugin } from './plugins/app/nodeIdentity';
import { jobsPlugin } from './plugins/app/jobs';
import { outboxPlugin } from './plugins/app/outbox';
import { passwordsPlugin } from './plugins/app/passwords';
import { paymentsPlugin } from './plugins/app/payments';
import { refundRetriesPlugin } from './plugins/app/refundRetries';
import { requireRolePlugin } from './plugins/app/requireRole';
import { sessionsPlugin } from './plugins/app/sessions';
import { tasksPlugin } from './plugins/app/tasks';
import { cookiePlugin } from './plugins/external/cookie';
import { corsPlugin } from './plugins/external/cors';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rateLimit';
import { spaPlugin } from './plugins/external/spa';
import { loadSheddingPlugin } from './plugins/app/loadShedding';
import { swaggerPlugin } from './plugins/external/swagger';
import { apiRoutes } from './routes/api';
import { mediaRoutes } from './routes/api/media';
import { contactRoutes } from './routes/site/contact';
import { seoRoutes } from './routes/site/seo';
import type { Mailer } from './services/mail/mailer';
import type { MediaStorage } from './services/media/storage';
import type { SignalTools } from './services/marking/signals/signalTools';
import type { PaymentProvider } from './services/payments/provider';
import { lazySchemaCompilers } from './lib/lazySchemaCompilers';

/** What tests (or another host) may hand in instead of what the config would build. */
export interface AppDeps {
  db?: Db;
  /** Told about every route as it is registered (the fuzz and schema tests collect them). */
  onRoute?: (route: RouteOptions) => void;
  mailer?: Mailer;
  paymentProvider?: PaymentProvider;
  media?: MediaStorage;
  clock?: Clock;
  logStream?: LogStream;
  /** Marking's random second marks (a fixed sequence in tests). */
  random?: () => number;
  /** The automatic signals' dictionary and audio tools (tests hand in their own). */
  signalTools?: SignalTools;
}

function createServer(config: AppConfig, logStream?: LogStream) {
  const { headersTimeoutMs, uploadTimeoutMs, keepAliveTimeoutMs, idleTimeoutMs } =
    config.connections;
  return Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A slow client holds a connection only so long (plugins/app/bodyDeadline.ts and
    // connectionCap.ts do the rest): headers, then the whole request, each within its time; an
    // idle kept-alive connection, or one on which nothing moves, is closed.
    http: {
      headersTimeout: headersTimeoutMs,
      // How often Node looks for requests past those times (its default, 30 s, would let a
      // 10 s limit run to 40 s).
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.round(headersTimeoutMs / 4))),
    },
    requestTimeout: uploadTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    // Migrating and seeding a fresh embedded database takes seconds on a slow or busy machine;
    // Fastify's default 10 s for a plugin to start would stop the server for that alone.
    pluginTimeout: 120_000,
    // Each route's validators and serializers are built on its first request (lib/lazySchemaCompilers.ts).
    schemaController: { compilersFactory: lazySchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** The app: Fastify with the TypeBox type provider and every decorator the plugins add. */
export type App = ReturnType<typeof createServer>;

/**
 * The whole server: libraries wrapped once (plugins/external), the app's decorators registered
 * once (plugins/app; the database migrated and seeded), then the routes: the JSON API under /api,
 * and /contact, /sitemap.xml and /robots.txt on the site origin. Tests use app.inject().
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const app = createServer(config, deps.logStream);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  await app.register(configPlugin, { config });
  await app.register(connectionCapPlugin);
  await app.register(bodyDeadlinePlugin);
  await app.register(nodeIdentityPlugin);
  await app.register(clockPlugin, { clock: deps.clock });
  await app.register(mediaPlugin, { media: deps.media });
  await app.register(mediaUrlsPlugin);
  await app.register(dbPlugin, { db: deps.db });
  await app.register(tasksPlugin);
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(outboxPlugin);
  await app.register(jobsPlugin);
  await app.register(examsPlugin);
  await app.register(markingPlugin, { random: deps.random, signalTools: deps.signalTools });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);

  await app.register(loadSheddingPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookiePlugin);
  await app.register(swaggerPlugin);

  await app.register(passwordsPlugin);
  await app.register(sessionsPlugin);
  await app.register(authenticatePlugin);
  await app.register(requireRolePlugin);
  await app.register(csrfPlugin);
  await app.register(limitsPlugin);
  await app.register(googlePlugin);
  await app.register(cataloguePlugin);
  await app.register(billingPlugin);
  await app.register(documentLinksPlugin);
  await app.register(paymentsPlugin, { paymentProvider: deps.paymentProvider });
  await app.register(refundRetriesPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(contactRoutes);
  await app.register(seoRoutes);
  await app.register(spaPlugin);
  return app;
}
