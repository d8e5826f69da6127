import type { AppConfig } from './config';
import type { Db } from './db';
import type { AccessTokens } from './services/accessTokens';
import type { AccountLimiter } from './services/accountLimiter';
import type { Catalogue } from './services/catalogue';
import type { GoogleSignIn } from './services/google';
import type { Mailer } from './services/mail/mailer';
import type { PasswordHasher } from './services/passwords';
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
  /** Failed sign-ins per email address. */
  loginLimiter: AccountLimiter;
  /** Mails asked for (verification, reset) per email address. */
  mailLimiter: AccountLimiter;
  tasks: BackgroundTasks;
  /** Per-IP limit for the auth and contact routes; undefined when RATE_LIMIT=off. */
  ipRateLimit?: { max: number; timeWindow: number };
}
