import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../../src/app';
import { PROJECT_ROOT, type AppConfig } from '../../src/config';
import type { Db } from '../../src/db';
import type { MailMessage, Mailer } from '../../src/services/mail/mailer';
import { SAMPLE_SELLER } from '../../src/services/billing/seller';
import { createTestDb, type TestDb } from './testDb';

export const TEST_SITE_URL = 'http://localhost:3000';

/** Captures mails instead of sending them. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  to(address: string): MailMessage[] {
    return this.sent.filter((mail) => mail.to === address);
  }

  /** The token at the end of the last mailed link to this address. */
  lastToken(address: string): string {
    const link = this.to(address).at(-1)?.link;
    if (!link) throw new Error(`No mail with a link was sent to ${address}`);
    return new URL(link).searchParams.get('token') ?? link.split('/').pop()!;
  }
}

type ConfigOverrides = {
  [K in keyof AppConfig]?: AppConfig[K] extends object ? Partial<AppConfig[K]> : AppConfig[K];
};

/**
 * The configuration tests run with. Argon2 is cheaper here than in production (PRODUCTION_ARGON2)
 * only to keep the suite fast; config.test.ts checks the production defaults.
 */
export function testConfig(overrides: ConfigOverrides = {}): AppConfig {
  const base: AppConfig = {
    siteUrl: TEST_SITE_URL,
    siteOrigin: TEST_SITE_URL,
    secureCookies: false,
    dataDir: '/nonexistent-test-data-dir',
    secrets: {
      jwt: 'test-jwt-secret-0123456789abcdef',
      cookie: 'test-cookie-secret-0123456789abcdef',
      testPayment: 'test-payment-secret',
    },
    tokens: {
      accessTtlSeconds: 900,
      refreshTtlSeconds: 30 * 24 * 3600,
      refreshGraceSeconds: 20,
      sessionCacheMs: 3000,
    },
    argon2: { memoryCost: 1024, timeCost: 2, parallelism: 1 },
    mail: {
      dir: '/nonexistent-test-mail-dir',
      from: 'Test <no-reply@localhost>',
      contactTo: 'academy@localhost',
    },
    // No polling: a test's mails go out right after they are queued (tasks.idle() waits for them).
    mailOutbox: { pollMs: 0, leaseSeconds: 300, maxAttempts: 8, batchSize: 20 },
    // No polling either: a test runs due jobs with app.jobs.runDue() (or tasks.idle() for jobs due
    // at once) and closes overdue sections with app.examClock.sweep().
    jobs: { pollMs: 0, leaseSeconds: 300, maxAttempts: 8, batchSize: 10 },
    exams: {
      formsDir: path.join(PROJECT_ROOT, 'server', 'test', 'fixtures', 'forms'),
      sweepMs: 0,
      saveGraceSeconds: 5,
      breakSeconds: 120,
    },
    // No random second marks unless a test asks for them (its own share or random function).
    marking: { dueHours: 48, claimMinutes: 30, secondMarkShare: 0, remarkWindowDays: 14 },
    google: { issuer: 'http://localhost:1' },
    razorpay: { apiUrl: 'http://127.0.0.1:1' },
    payments: { mode: 'test' },
    seller: SAMPLE_SELLER,
    refunds: { windowDays: 7, maxWatchedPercent: 30 },
    // No polling: a test runs the retry job itself.
    refundRetry: { pollMs: 0, leaseSeconds: 120 },
    rateLimit: {
      enabled: true,
      ipMax: 1000,
      ipWindowMs: 60_000,
      accountMax: 5,
      accountCeiling: 50,
      accountWindowMs: 15 * 60_000,
    },
    // Off in tests: a busy test machine must not turn a test's request away.
    loadShedding: {
      enabled: false,
      maxInFlight: 1000,
      retryAfterSeconds: 2,
    },
    connections: {
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 30_000,
      uploadTimeoutMs: 3_600_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
      maxPerAddress: 0,
    },
    nodeName: 'test-node',
    readinessDrainMs: 0,
    logLevel: 'silent',
    bodyLimitBytes: 64 * 1024,
    trustProxy: false,
  };
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  // As loadConfig decides: both Razorpay keys mean Razorpay, unless the test says otherwise.
  const config = merged as unknown as AppConfig;
  if (!overrides.payments && config.razorpay.keyId && config.razorpay.keySecret)
    config.payments = { mode: 'razorpay' };
  return config;
}

export interface TestContext {
  app: App;
  db: Db;
  mail: MemoryMailer;
  close(): Promise<void>;
}

/** A fresh database and an app on it; call close() in afterAll. */
export async function createTestApp(
  overrides: ConfigOverrides = {},
  deps: AppDeps = {},
): Promise<TestContext> {
  const testDb: TestDb = await createTestDb();
  return appOn(testDb.db, overrides, deps, () => testDb.drop());
}

/** Another app on an existing database (e.g. with other settings). */
export async function appOn(
  db: Db,
  overrides: ConfigOverrides = {},
  deps: AppDeps = {},
  afterClose: () => Promise<void> = async () => undefined,
): Promise<TestContext> {
  const mail = new MemoryMailer();
  const app = await buildApp(testConfig(overrides), { mailer: mail, ...deps, db });
  return {
    app,
    db,
    mail,
    async close() {
      await app.close();
      await afterClose();
    },
  };
}

export const json = <T>(response: LightMyRequestResponse): T => response.json<T>();
