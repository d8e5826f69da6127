import type { Queryable } from '../db';
import { MAIL_OUTBOX, claimDue, endClaim, releaseClaims } from './leases';

// The mail outbox: mails queued with the data they tell about, claimed and sent by any server
// process. Times are the database's, so processes with slightly different clocks agree.

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail<M> {
  id: string;
  message: M;
  /** Counting the claim that returned the row; a later claim of the same row counts on. */
  attempts: number;
}

/** Queues a mail (on the transaction it is given, to commit or roll back with it); its id. */
export async function insertMail(db: Queryable, message: object): Promise<string> {
  const result = await db.query<{ id: string }>(
    'INSERT INTO mail_outbox (message) VALUES ($1::jsonb) RETURNING id',
    [JSON.stringify(message)],
  );
  return result.rows[0].id;
}

/**
 * Claims up to `limit` mails, oldest first (leases.ts: pending ones that are due and ones whose
 * sender's lease ran out, it died mid-send, each leased for `leaseSeconds`).
 */
export async function claimDueMails<M>(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxMail<M>[]> {
  const result = await claimDue<OutboxMail<M> & { seq: string }>(
    db,
    MAIL_OUTBOX,
    { params: [], orderBy: 'seq', returning: 'id, message, attempts, seq' },
    limit,
    leaseSeconds,
  );
  return result.rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map(({ id, message, attempts }) => ({ id, message, attempts }));
}

// A claim ends only while the row is still that claim's (leases.ts, endClaim). A finished mail
// keeps only its address and subject.
const ADDRESS_AND_SUBJECT =
  "message = jsonb_build_object('to', message->'to', 'subject', message->'subject')";

export async function markMailSent(db: Queryable, id: string, attempts: number): Promise<void> {
  await endClaim(
    db,
    MAIL_OUTBOX,
    { id, attempts },
    `status = 'sent', sent_at = now(), last_error = NULL, ${ADDRESS_AND_SUBJECT}`,
  );
}

/** The send failed: tried again after `delaySeconds`. */
export async function markMailRetry(
  db: Queryable,
  id: string,
  attempts: number,
  delaySeconds: number,
  error: string,
): Promise<void> {
  await endClaim(
    db,
    MAIL_OUTBOX,
    { id, attempts },
    "status = 'pending', next_attempt_at = now() + make_interval(secs => $3), last_error = $4",
    [delaySeconds, error],
  );
}

export async function markMailFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await endClaim(
    db,
    MAIL_OUTBOX,
    { id, attempts },
    `status = 'failed', last_error = $3, ${ADDRESS_AND_SUBJECT}`,
    [error],
  );
}

/** Claimed but not tried (the process is stopping): due again at once, the claim not counted. */
export function releaseMails(
  db: Queryable,
  claims: { id: string; attempts: number }[],
): Promise<void> {
  return releaseClaims(db, MAIL_OUTBOX, claims);
}

/** Deletes sent and failed mails queued more than `days` ago. */
export async function deleteFinishedMails(db: Queryable, days: number): Promise<void> {
  await db.query(
    `DELETE FROM mail_outbox
     WHERE status IN ('sent', 'failed') AND created_at < now() - make_interval(days => $1)`,
    [days],
  );
}
