import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { seed } from './seed/seed';
import { BackgroundTasks } from './lib/backgroundTasks';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/inputGuard';
import { loggerOptions, type LogStream } from './plugins/logger';
import { registerSecurity } from './plugins/security';
import { registerSpa, sendSpaIndex, wantsSpaPage } from './plugins/spa';
import { createAccessTokens } from './services/accessTokens';
import { createAttemptCounter } from './services/attemptCounter';
import { createCatalogue } from './services/catalogue';
import { createGoogleSignIn } from './services/google';
import { createMailer, type Mailer } from './services/mail/mailer';
import { createPasswordHasher } from './services/passwords';
import { createCheckout } from './services/payments/checkout';
import { mailRefundNotice } from './services/payments/refundNotice';
import type { PaymentProvider } from './services/payments/provider';
import { createRazorpayProvider } from './services/payments/razorpay';
import { createTestProvider } from './services/payments/testProvider';
import { createMailLimiter, createSignInLimiter } from './services/rateLimits';
import { createSessions } from './services/sessions';
import {
  createLocalMediaStorage,
  createMemoryMediaStorage,
  type MediaStorage,
} from './services/media/storage';
import { warnOwnerOfSignInAttempts } from './services/signInWarning';
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
  /** Told about every route as it is registered (the fuzz test collects them). */
  onRoute?: (route: RouteOptions) => void;
  mailer?: Mailer;
  paymentProvider?: PaymentProvider;
  media?: MediaStorage;
  logStream?: LogStream;
}

export type App = FastifyInstance & { ctx: AppContext };

function paymentProviderFor(config: AppConfig): PaymentProvider {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  return keyId && keySecret
    ? createRazorpayProvider({ keyId, keySecret, apiUrl })
    : createTestProvider(config.secrets.testPayment);
}

/** The whole server: database ready (migrated, seeded), every route registered. Tests use inject(). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const db = deps.db ?? (await openDatabase(config));
  await migrate(db);
  const media =
    deps.media ??
    (config.mediaDir ? createLocalMediaStorage(config.mediaDir) : createMemoryMediaStorage());
  const seeded = await seed(db, media);

  const tasks = new BackgroundTasks(app.log);
  const catalogue = createCatalogue(db);
  if (seeded.courses > 0 || seeded.described > 0) catalogue.invalidate();
  const { rateLimit } = config;
  const attempts = createAttemptCounter(db, rateLimit.accountWindowMs);
  const ctx: AppContext = {
    config,
    db,
    mailer: deps.mailer ?? createMailer(config, app.log),
    passwords: createPasswordHasher(config.argon2),
    accessTokens: createAccessTokens(
      config.secrets.jwt,
      config.siteOrigin,
      config.tokens.accessTtlSeconds,
    ),
    sessions: createSessions(
      db,
      config.tokens.refreshTtlSeconds,
      config.tokens.refreshGraceSeconds,
      config.tokens.sessionCacheMs,
    ),
    catalogue,
    checkout: createCheckout(db, deps.paymentProvider ?? paymentProviderFor(config), {
      webhookSecret: config.razorpay.webhookSecret,
      onRefund: (userId, amountPaise) => mailRefundNotice(ctx, userId, amountPaise),
      log: app.log,
    }),
    google: createGoogleSignIn(config),
    signInLimiter: createSignInLimiter(
      attempts,
      {
        enabled: rateLimit.enabled,
        perClient: rateLimit.accountMax,
        perAccount: rateLimit.accountCeiling,
      },
      (email) => warnOwnerOfSignInAttempts(ctx, email),
    ),
    mailLimiter: createMailLimiter(attempts, rateLimit.accountMax, rateLimit.enabled),
    tasks,
    ipRateLimit: rateLimit.enabled
      ? { max: rateLimit.ipMax, timeWindow: rateLimit.ipWindowMs }
      : undefined,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('userId', '');

  app.addHook('onClose', async () => {
    await tasks.idle();
    if (!deps.db) await db.close();
  });

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app, config);
  await app.register(cookie, { secret: config.secrets.cookie });

  await app.register(
    async (api) => {
      await api.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
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
  contactRoutes(app, ctx);
  learnRoutes(app, ctx);

  if (config.spaDir) await registerSpa(app, config.spaDir);
  app.setNotFoundHandler((request, reply) => {
    if (config.spaDir && wantsSpaPage(request)) return sendSpaIndex(reply);
    return reply.status(404).send({ message: 'Not found.' });
  });

  return app as unknown as App;
}
