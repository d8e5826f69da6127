import type { AppConfig } from './config';
import type { Db } from './db';
import type { AccessTokens } from './services/accessTokens';
import type { Catalogue } from './services/catalogue';
import type { GoogleSignIn } from './services/google';
import type { Mailer } from './services/mail/mailer';
import type { PasswordHasher } from './services/passwords';
import type { MailLimiter, SignInLimiter } from './services/rateLimits';
import type { Checkout } from './services/payments/checkout';
import type { Sessions } from './services/sessions';
import type { BackgroundTasks } from './lib/backgroundTasks';

/** The services every route plugin is built with. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  sessions: Sessions;
  catalogue: Catalogue;
  checkout: Checkout;
  google: GoogleSignIn;
  /** Sign-in attempts per account and client address, and per account. */
  signInLimiter: SignInLimiter;
  /** Mails asked for (verification, reset, email change) per address or account. */
  mailLimiter: MailLimiter;
  tasks: BackgroundTasks;
  /** Per-IP limit for the auth and contact routes; undefined when RATE_LIMIT=off. */
  ipRateLimit?: { max: number; timeWindow: number };
}
