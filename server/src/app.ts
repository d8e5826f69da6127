import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import type { Clock } from './lib/clock';
import { loggerOptions, type LogStream } from './lib/logger';
import { authenticatePlugin } from './plugins/app/authenticate';
import { cataloguePlugin } from './plugins/app/catalogue';
import { clockPlugin } from './plugins/app/clock';
import { configPlugin } from './plugins/app/config';
import { csrfPlugin } from './plugins/app/csrf';
import { dbPlugin } from './plugins/app/db';
import { errorsPlugin } from './plugins/app/errors';
import { googlePlugin } from './plugins/app/google';
import { inputGuardPlugin } from './plugins/app/inputGuard';
import { limitsPlugin } from './plugins/app/limits';
import { mailPlugin } from './plugins/app/mail';
import { mediaPlugin } from './plugins/app/media';
import { passwordsPlugin } from './plugins/app/passwords';
import { paymentsPlugin } from './plugins/app/payments';
import { sessionsPlugin } from './plugins/app/sessions';
import { tasksPlugin } from './plugins/app/tasks';
import { compressPlugin } from './plugins/external/compress';
import { cookiePlugin } from './plugins/external/cookie';
import { corsPlugin } from './plugins/external/cors';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rateLimit';
import { spaPlugin } from './plugins/external/spa';
import { swaggerPlugin } from './plugins/external/swagger';
import type { Mailer } from './services/mail/mailer';
import type { MediaStorage } from './services/media/storage';
import type { PaymentProvider } from './services/payments/provider';
import { sessionRoutes } from './routes/auth/session';
import { emailLinkRoutes } from './routes/auth/emailLinks';
import { googleRoutes } from './routes/auth/google';
import { userRoutes } from './routes/users';
import { courseRoutes } from './routes/courses';
import { cartRoutes } from './routes/cart';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { contactRoutes } from './routes/contact';
import { learnRoutes } from './routes/learn';

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
}

function createServer(config: AppConfig, logStream?: LogStream) {
  return Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** The app: Fastify with the TypeBox type provider and every decorator the plugins add. */
export type App = ReturnType<typeof createServer> & { ctx: AppContext };

/** The whole server: database ready (migrated, seeded), every route registered. Tests use inject(). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const app = createServer(config, deps.logStream);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // The app's own decorators, each registered once.
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: deps.clock });
  await app.register(mediaPlugin, { media: deps.media });
  await app.register(dbPlugin, { db: deps.db });
  await app.register(tasksPlugin);
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);

  // Libraries, each wrapped once.
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookiePlugin);
  await app.register(swaggerPlugin);

  await app.register(passwordsPlugin);
  await app.register(sessionsPlugin);
  await app.register(authenticatePlugin);
  await app.register(csrfPlugin);
  await app.register(limitsPlugin);
  await app.register(googlePlugin);
  await app.register(cataloguePlugin);
  await app.register(paymentsPlugin, { paymentProvider: deps.paymentProvider });

  const ctx: AppContext = {
    config: app.config,
    db: app.db,
    mailer: app.mailer,
    passwords: app.passwords,
    accessTokens: app.accessTokens,
    sessions: app.sessions,
    catalogue: app.catalogue,
    checkout: app.checkout,
    google: app.google,
    signInLimiter: app.signInLimiter,
    mailLimiter: app.mailLimiter,
    tasks: app.tasks,
    ipRateLimit: app.perIpLimit,
  };
  app.decorate('ctx', ctx);

  await app.register(
    async (api: FastifyInstance) => {
      await api.register(compressPlugin);
      for (const routes of [
        sessionRoutes,
        emailLinkRoutes,
        googleRoutes,
        userRoutes,
        courseRoutes,
        cartRoutes,
        orderRoutes,
        paymentRoutes,
      ]) {
        routes(api, ctx);
      }
    },
    { prefix: '/api' },
  );
  await app.register(async (site: FastifyInstance) => {
    contactRoutes(site, ctx);
    learnRoutes(site, ctx);
  });

  await app.register(spaPlugin);
  return app as App;
}
