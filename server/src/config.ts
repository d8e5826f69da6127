import os from 'node:os';
import path from 'node:path';
import { ACADEMY_NAME } from '@contract/constants';
import { REMARK_WINDOW_DAYS } from '@contract/exams/catalogue';
import { loadOrCreateSecrets } from './lib/devSecrets';
import { sellerFromEnv } from './services/billing/sellerConfig';
import type { SellerDetails } from './services/billing/seller';
import { paymentsModeFromEnv, type PaymentsMode } from './services/payments/paymentsMode';
import type { S3MediaOptions } from './services/media/s3Storage';

/**
 * Everything the server reads from the environment, typed and defaulted in one place
 * (docs/configuration.md lists every variable).
 */
export interface AppConfig {
  siteUrl: string;
  siteOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  /** Unset: embedded PGlite stored in `pgliteDir` (or in memory when that is unset too). */
  databaseUrl?: string;
  pgliteDir?: string;
  /** Local media storage (lesson videos, captions, uploads); unset keeps media in memory (tests). */
  mediaDir?: string;
  /** Set (MEDIA_STORAGE=s3): the media live in this bucket instead of `mediaDir`. */
  s3?: S3MediaOptions;
  /** The largest lesson video the staff console accepts (VIDEO_UPLOAD_MAX_MB); unset: 2 GB. */
  videoUploadMaxBytes?: number;
  secrets: { jwt: string; cookie: string; testPayment: string };
  tokens: {
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
    refreshGraceSeconds: number;
    /** How long a process trusts its last look at whether a session was revoked elsewhere. */
    sessionCacheMs: number;
  };
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  mail: { smtpUrl?: string; dir: string; from: string; contactTo: string };
  /** The mail outbox every process sends from (docs/server.md, "Mail outbox"). */
  mailOutbox: {
    /** How often this process looks for due mails; 0: only right after it queues one. */
    pollMs: number;
    /** How long a claimed mail is its sender's before another process may claim it again. */
    leaseSeconds: number;
    /** Sends tried before a mail is given up on. */
    maxAttempts: number;
    batchSize: number;
  };
  /** The job queue every process runs (docs/exams.md, "The job queue"). */
  jobs: {
    /** How often this process looks for due jobs (JOBS_POLL_MS); 0: only right after it queues one. */
    pollMs: number;
    /** How long a claimed job is its process's before another may claim it (JOBS_LEASE_SECONDS). */
    leaseSeconds: number;
    /** Runs tried before a job is given up on. */
    maxAttempts: number;
    /** Jobs one process claims at once and runs side by side. */
    batchSize: number;
  };
  /** The exam engine (docs/exams.md, "The attempt and its clock"). */
  exams: {
    /** Where the form files and their assets live (EXAM_FORMS_DIR; server/exams/forms). */
    formsDir: string;
    /** How often this process closes sections whose time is up (EXAM_SWEEP_MS); 0: never by itself. */
    sweepMs: number;
    /** Saves still accepted this long after a deadline, for answers in flight (EXAM_SAVE_GRACE_SECONDS). */
    saveGraceSeconds: number;
    /** After a section closes, the next starts by itself this long later. */
    breakSeconds: number;
  };
  /** Marking and results (docs/exams.md, "Marking" and "Results"). */
  marking: {
    /** A response is due this long after the attempt was handed in (MARKING_DUE_HOURS). */
    dueHours: number;
    /** How long a claim locks a response to its evaluator, renewed while they mark (MARKING_CLAIM_MINUTES). */
    claimMinutes: number;
    /** The share of first marks that also get a second, blind mark at random (SECOND_MARK_SHARE). */
    secondMarkShare: number;
    /** Days after the results a learner may ask for a re-mark (REMARK_WINDOW_DAYS). */
    remarkWindowDays: number;
  };
  google: { issuer: string; clientId?: string; clientSecret?: string };
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  /**
   * Razorpay (both keys set) or Test mode, whose checkout takes no money and whose documents are
   * numbered TEST-…; Test mode only when PAYMENTS_MODE=test or on a plainly local install.
   */
  payments: { mode: PaymentsMode };
  /** The academy as the supplier on tax invoices (SELLER_*; unset: the labelled SAMPLE_SELLER). */
  seller: SellerDetails;
  refunds: {
    /** Days after payment a learner may ask for a refund (REFUND_WINDOW_DAYS). */
    windowDays: number;
    /** A course watched this much (percent of its running time) sends a request to staff. */
    maxWatchedPercent: number;
  };
  /** Refunds whose process died after claiming them, asked of the provider again (docs/billing.md). */
  refundRetry: {
    /** How often this process looks for them; 0: never (another process does). */
    pollMs: number;
    /** How long a claimed refund is its process's before the retry job may claim it again. */
    leaseSeconds: number;
  };
  rateLimit: {
    enabled: boolean;
    ipMax: number;
    ipWindowMs: number;
    /** Sign-in attempts per account and client address; mails per address. */
    accountMax: number;
    /** Sign-in attempts per account from all addresses. */
    accountCeiling: number;
    accountWindowMs: number;
  };
  /**
   * Turning requests away with 503 and Retry-After when the process already has as many requests
   * in hand as it can answer in good time, instead of letting every request queue until it times out.
   */
  loadShedding: {
    enabled: boolean;
    /** Requests this process works on at once; one more is refused at once. */
    maxInFlight: number;
    retryAfterSeconds: number;
  };
  /**
   * What one client may hold of this process: how long its request may take to arrive, how long a
   * quiet connection stays open, and how many connections one address may keep at once.
   */
  connections: {
    /** The request line and headers must have arrived within this (HEADERS_TIMEOUT_SECONDS). */
    headersTimeoutMs: number;
    /** Then the body within this (BODY_TIMEOUT_SECONDS), or 408 and the connection closed. */
    bodyTimeoutMs: number;
    /**
     * The whole of a staff upload (UPLOAD_TIMEOUT_SECONDS), and the most any request may take to
     * arrive (Node's requestTimeout).
     */
    uploadTimeoutMs: number;
    /** A kept-alive connection waiting for its next request is closed after this. */
    keepAliveTimeoutMs: number;
    /** A connection on which nothing moves either way for this long is closed. */
    idleTimeoutMs: number;
    /**
     * Connections one client address (an IPv6 /64) may have open at once; one more is closed as
     * it opens. 0: no cap (the default behind a proxy, where every connection is the proxy's).
     */
    maxPerAddress: number;
  };
  /** Names this process in the `x-academy-node` header of every answer (NODE_NAME). */
  nodeName: string;
  /**
   * After SIGTERM, how long the process answers "not ready" while still serving, so a load
   * balancer checking /api/ready stops sending it requests before it closes (0 when alone).
   */
  readinessDrainMs: number;
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** When set, the production SPA build served from this folder. */
  spaDir?: string;
  /** The readable API page at /api/docs (development only; /api/openapi.json is always served). */
  apiDocsPage?: boolean;
}

/** OWASP's argon2id minimum (19 MiB, 2 passes); never lower it here, only in an explicit test config. */
export const PRODUCTION_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

type Env = Record<string, string | undefined>;

const text = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

function integer(env: Env, name: string, fallback: number, { zeroAllowed = false } = {}): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1))
    throw new Error(
      `${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} integer, got "${raw}".`,
    );
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false')
    throw new Error(`${name} must be "true" or "false", got "${raw}".`);
  return raw === 'true';
}

/** The bucket of MEDIA_STORAGE=s3; undefined for the local disk (the default). */
function s3Media(env: Env): S3MediaOptions | undefined {
  const storage = text(env.MEDIA_STORAGE) ?? 'local';
  if (storage === 'local') return undefined;
  if (storage !== 's3') throw new Error(`MEDIA_STORAGE must be "local" or "s3", got "${storage}".`);
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const missing = required.filter((name) => text(env[name]) === undefined);
  if (missing.length > 0)
    throw new Error(`MEDIA_STORAGE=s3 needs ${missing.join(', ')} (the bucket and its key).`);
  const endpoint = text(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}".`);
  const urlSeconds = text(env.S3_URL_SECONDS) ? integer(env, 'S3_URL_SECONDS', 0) : undefined;
  // The longest a SigV4 presigned address may live.
  if (urlSeconds !== undefined && urlSeconds > 7 * 24 * 3600)
    throw new Error(`S3_URL_SECONDS must be at most 604800 (7 days), got "${urlSeconds}".`);
  return {
    bucket: text(env.S3_BUCKET)!,
    region: text(env.S3_REGION),
    endpoint,
    // A store of its own (MinIO and the like) is usually addressed by path.
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    accessKeyId: text(env.S3_ACCESS_KEY_ID)!,
    secretAccessKey: text(env.S3_SECRET_ACCESS_KEY)!,
    prefix: text(env.S3_PREFIX),
    urlSeconds,
  };
}

/** A share from 0 to 1 (0.1 is 10 %). */
function share(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} must be a number from 0 to 1 (0.1 is 10 %), got "${raw}".`);
  return value;
}

function nonNegative(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of seconds (0 or more), got "${raw}".`);
  return value;
}

function positiveSeconds(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === undefined) return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a number of seconds above 0, got "${raw}".`);
  return Math.round(value * 1000);
}

/** One client address's connection cap; none by default behind a proxy, and none allowed there. */
function connectionsPerAddress(env: Env, trustProxy: boolean): number {
  const raw = text(env.CONNECTIONS_PER_ADDRESS);
  const cap = integer(env, 'CONNECTIONS_PER_ADDRESS', trustProxy ? 0 : 256, { zeroAllowed: true });
  if (trustProxy && cap > 0)
    throw new Error(
      `CONNECTIONS_PER_ADDRESS=${raw} cannot be used with TRUST_PROXY=true: every connection then ` +
        "comes from the proxy, so the cap would turn everyone away. Limit each client's " +
        'connections in the proxy instead (scripts/cluster/haproxyConfig.ts does), or set 0.',
    );
  return cap;
}

/** Longer than a call to the payment provider may take (its timeout is 15 s), or a live claim is retried. */
function refundLeaseSeconds(env: Env): number {
  const seconds = integer(env, 'REFUND_LEASE_SECONDS', 120);
  if (seconds < 30) throw new Error(`REFUND_LEASE_SECONDS must be at least 30, got "${seconds}".`);
  return seconds;
}

export function loadConfig(env: Env = process.env): AppConfig {
  // Unset, the site is where `npm start` (or the dev server) listens: http://localhost:$PORT.
  const siteUrl = (text(env.SITE_URL) ?? `http://localhost:${text(env.PORT) ?? '3000'}`).replace(
    /\/+$/,
    '',
  );
  const site = new URL(siteUrl);
  const dataDir = path.resolve(text(env.DATA_DIR) ?? path.join(PROJECT_ROOT, '.data'));
  const databaseUrl = text(env.DATABASE_URL);
  const trustProxy = text(env.TRUST_PROXY) === 'true';
  const needsDevSecrets =
    !text(env.JWT_SECRET) || !text(env.COOKIE_SECRET) || !text(env.TEST_PAYMENT_SECRET);
  const seller = sellerFromEnv(env);
  const paymentsMode = paymentsModeFromEnv(env, { siteUrl, realSeller: !seller.sample });
  const devSecrets = needsDevSecrets
    ? loadOrCreateSecrets(path.join(dataDir, 'secrets.json'))
    : undefined;

  return {
    siteUrl,
    siteOrigin: site.origin,
    secureCookies: site.protocol === 'https:',
    dataDir,
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    s3: s3Media(env),
    videoUploadMaxBytes: integer(env, 'VIDEO_UPLOAD_MAX_MB', 2048) * 1024 * 1024,
    secrets: {
      jwt: text(env.JWT_SECRET) ?? devSecrets!.jwt,
      cookie: text(env.COOKIE_SECRET) ?? devSecrets!.cookie,
      testPayment: text(env.TEST_PAYMENT_SECRET) ?? devSecrets!.testPayment,
    },
    tokens: {
      accessTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 900),
      refreshTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
      refreshGraceSeconds: integer(env, 'REFRESH_GRACE_SECONDS', 20),
      sessionCacheMs: 3000,
    },
    argon2: { ...PRODUCTION_ARGON2 },
    mail: {
      smtpUrl: text(env.SMTP_URL),
      dir: path.resolve(text(env.MAIL_DIR) ?? path.join(dataDir, 'mail')),
      from: text(env.MAIL_FROM) ?? `${ACADEMY_NAME} <no-reply@${site.hostname}>`,
      contactTo: text(env.CONTACT_TO) ?? 'academy@localhost',
    },
    mailOutbox: {
      pollMs: integer(env, 'MAIL_OUTBOX_POLL_MS', 5000, { zeroAllowed: true }),
      leaseSeconds: integer(env, 'MAIL_OUTBOX_LEASE_SECONDS', 300),
      maxAttempts: integer(env, 'MAIL_OUTBOX_MAX_ATTEMPTS', 8),
      batchSize: 20,
    },
    jobs: {
      pollMs: integer(env, 'JOBS_POLL_MS', 1000, { zeroAllowed: true }),
      leaseSeconds: integer(env, 'JOBS_LEASE_SECONDS', 300),
      maxAttempts: 8,
      batchSize: 10,
    },
    exams: {
      formsDir: path.resolve(
        text(env.EXAM_FORMS_DIR) ?? path.join(PROJECT_ROOT, 'server', 'exams', 'forms'),
      ),
      sweepMs: integer(env, 'EXAM_SWEEP_MS', 5000, { zeroAllowed: true }),
      saveGraceSeconds: integer(env, 'EXAM_SAVE_GRACE_SECONDS', 5, { zeroAllowed: true }),
      breakSeconds: 120,
    },
    marking: {
      dueHours: integer(env, 'MARKING_DUE_HOURS', 48),
      claimMinutes: integer(env, 'MARKING_CLAIM_MINUTES', 30),
      secondMarkShare: share(env, 'SECOND_MARK_SHARE', 0.1),
      remarkWindowDays: integer(env, 'REMARK_WINDOW_DAYS', REMARK_WINDOW_DAYS),
    },
    google: {
      issuer: text(env.GOOGLE_ISSUER) ?? 'https://accounts.google.com',
      clientId: text(env.GOOGLE_CLIENT_ID),
      clientSecret: text(env.GOOGLE_CLIENT_SECRET),
    },
    razorpay: {
      keyId: text(env.RAZORPAY_KEY_ID),
      keySecret: text(env.RAZORPAY_KEY_SECRET),
      webhookSecret: text(env.RAZORPAY_WEBHOOK_SECRET),
      apiUrl: (text(env.RAZORPAY_API_URL) ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    },
    payments: { mode: paymentsMode },
    seller,
    refunds: {
      windowDays: integer(env, 'REFUND_WINDOW_DAYS', 7, { zeroAllowed: true }),
      maxWatchedPercent: integer(env, 'REFUND_MAX_WATCHED_PERCENT', 30, { zeroAllowed: true }),
    },
    refundRetry: {
      pollMs: integer(env, 'REFUND_RETRY_POLL_MS', 60_000, { zeroAllowed: true }),
      leaseSeconds: refundLeaseSeconds(env),
    },
    rateLimit: {
      enabled: text(env.RATE_LIMIT) !== 'off',
      ipMax: integer(env, 'RATE_LIMIT_IP_MAX', 20),
      ipWindowMs: 60_000,
      accountMax: integer(env, 'RATE_LIMIT_ACCOUNT_MAX', 5),
      accountCeiling: integer(env, 'RATE_LIMIT_ACCOUNT_CEILING', 50),
      accountWindowMs: 15 * 60_000,
    },
    loadShedding: {
      enabled: text(env.LOAD_SHEDDING) !== 'off',
      maxInFlight: integer(env, 'LOAD_SHEDDING_MAX_IN_FLIGHT', 1000),
      retryAfterSeconds: integer(env, 'LOAD_SHEDDING_RETRY_AFTER', 2),
    },
    connections: {
      headersTimeoutMs: positiveSeconds(env, 'HEADERS_TIMEOUT_SECONDS', 10),
      bodyTimeoutMs: positiveSeconds(env, 'BODY_TIMEOUT_SECONDS', 30),
      uploadTimeoutMs: positiveSeconds(env, 'UPLOAD_TIMEOUT_SECONDS', 3600),
      // Longer than a load balancer's usual 60 s idle timeout, so the balancer closes first.
      keepAliveTimeoutMs: positiveSeconds(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72),
      // The SPA gives up on a call after 120 s; a server quiet for longer is no use to it.
      idleTimeoutMs: positiveSeconds(env, 'IDLE_TIMEOUT_SECONDS', 120),
      maxPerAddress: connectionsPerAddress(env, trustProxy),
    },
    nodeName: text(env.NODE_NAME) ?? `${os.hostname()}-${process.pid}`,
    readinessDrainMs: Math.round(nonNegative(env, 'READINESS_DRAIN_SECONDS', 0) * 1000),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    bodyLimitBytes: 64 * 1024,
    trustProxy,
  };
}
