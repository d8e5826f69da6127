import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db';
import {
  claimDueMails,
  deleteFinishedMails,
  insertMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  releaseMails,
} from '../../repositories/mailOutbox';
import type { MailMessage, Mailer } from './mailer';
import { describeSendError } from './sendError';

export interface OutboxSettings {
  /** How long a claimed mail is its sender's; then another process may claim it again. */
  leaseSeconds: number;
  /** Sends tried before a mail is given up on (status 'failed'). */
  maxAttempts: number;
  /** Mails claimed at once by one process. */
  batchSize: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  leaseSeconds: 300,
  maxAttempts: 8,
  batchSize: 20,
};

const KEEP_FINISHED_DAYS = 30;
const RETRY_BASE_SECONDS = 30;
const RETRY_CAP_SECONDS = 3600;

/** The wait after a mail's `attempts`-th failed send: 30 s doubled each time, at most an hour. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(RETRY_BASE_SECONDS * 2 ** attempts, RETRY_CAP_SECONDS);

export interface MailOutboxOptions {
  db: Queryable;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings?: Partial<OutboxSettings>;
  /** Told after each queued mail is committed (the app starts a delivery then). */
  onQueued?: () => void;
  /**
   * Completes a mail just before it is sent (attaches the stored documents it names); a failure
   * counts as a failed send and is retried.
   */
  prepare?: (message: MailMessage) => Promise<MailMessage>;
}

/** Stored without undefined fields, so the mail handed to the transport is the one queued. */
const stored = (message: MailMessage): MailMessage => {
  const copy = { ...message };
  for (const [key, value] of Object.entries(copy)) {
    if (value === undefined) Reflect.deleteProperty(copy, key);
  }
  return copy;
};

/**
 * Mails are queued in the database with the data they tell about, then sent by deliverDue in any
 * process: claimed under a lease, sent outside any transaction, retried with a growing wait when
 * the transport fails. A mail may be sent twice only if its sender dies (or outlives its lease)
 * between the send and recording it; none is lost. Logs name a mail by id, never its body or link.
 */
export function createMailOutbox({
  db,
  mailer,
  log,
  settings,
  onQueued,
  prepare,
}: MailOutboxOptions) {
  const { leaseSeconds, maxAttempts, batchSize } = { ...DEFAULT_OUTBOX_SETTINGS, ...settings };

  async function deliver(mail: { id: string; message: MailMessage; attempts: number }) {
    try {
      await mailer.send(prepare ? await prepare(mail.message) : mail.message);
    } catch (error) {
      const reason = describeSendError(error);
      if (mail.attempts >= maxAttempts) {
        await markMailFailed(db, mail.id, mail.attempts, reason);
        log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'Mail given up on');
      } else {
        const delaySeconds = retryDelaySeconds(mail.attempts);
        await markMailRetry(db, mail.id, mail.attempts, delaySeconds, reason);
        log.warn({ mailId: mail.id, attempts: mail.attempts, reason, delaySeconds }, 'Mail failed');
      }
      return;
    }
    await markMailSent(db, mail.id, mail.attempts);
  }

  return {
    /**
     * Queues a mail on `on` (a transaction: the mail exists only if it commits), or on the outbox's
     * database. Returns the mail's id.
     */
    async enqueue(message: MailMessage, on: Queryable = db): Promise<string> {
      const id = await insertMail(on, stored(message));
      if (onQueued) on.afterCommit(onQueued);
      return id;
    },

    /**
     * Claims one batch of due mails and sends them one by one. When `stopping()` turns true, the
     * mails not yet tried are handed back at once instead of waiting out their lease. Returns how
     * many mails were claimed.
     */
    async deliverDue({ stopping = () => false }: { stopping?: () => boolean } = {}) {
      const claimed = await claimDueMails<MailMessage>(db, batchSize, leaseSeconds);
      for (const [index, mail] of claimed.entries()) {
        if (stopping()) {
          await releaseMails(db, claimed.slice(index));
          break;
        }
        await deliver(mail);
      }
      return claimed.length;
    },

    /** Forgets sent and failed mails after a month (only their address and subject were kept). */
    pruneFinished: (): Promise<void> => deleteFinishedMails(db, KEEP_FINISHED_DAYS),

    batchSize,
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
