import type { Queryable } from '../db';

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
 * Claims up to `limit` mails, oldest first: pending ones that are due, and ones whose sender's lease
 * ran out (it died mid-send). Rows another process is claiming right now are skipped, so no two
 * processes get the same mail. Each claimed row is leased for `leaseSeconds`.
 */
export async function claimDueMails<M>(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxMail<M>[]> {
  const result = await db.query<OutboxMail<M> & { seq: string }>(
    `UPDATE mail_outbox
     SET status = 'sending', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE (status = 'pending' AND next_attempt_at <= now())
          OR (status = 'sending' AND locked_until < now())
       ORDER BY seq
       FOR UPDATE SKIP LOCKED
       LIMIT $1
     )
     RETURNING id, message, attempts, seq`,
    [limit, leaseSeconds],
  );
  return result.rows
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map(({ id, message, attempts }) => ({ id, message, attempts }));
}

// The updates below apply only while the row is still this claim's (same attempt count): a sender
// whose lease ran out and whose mail was claimed again does not overwrite the newer claim.

/** Sent: only the address and subject are kept. */
export async function markMailSent(db: Queryable, id: string, attempts: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL,
         message = jsonb_build_object('to', message->'to', 'subject', message->'subject')
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [id, attempts],
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
  await db.query(
    `UPDATE mail_outbox
     SET status = 'pending', locked_until = NULL, last_error = $4,
         next_attempt_at = now() + make_interval(secs => $3)
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [id, attempts, delaySeconds, error],
  );
}

/** Given up on: only the address and subject are kept. */
export async function markMailFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
     SET status = 'failed', locked_until = NULL, last_error = $3,
         message = jsonb_build_object('to', message->'to', 'subject', message->'subject')
     WHERE id = $1 AND status = 'sending' AND attempts = $2`,
    [id, attempts, error],
  );
}

/** Claimed but not tried (the process is stopping): due again at once, the claim not counted. */
export async function releaseMails(
  db: Queryable,
  claims: { id: string; attempts: number }[],
): Promise<void> {
  if (claims.length === 0) return;
  await db.query(
    `UPDATE mail_outbox AS m
     SET status = 'pending', locked_until = NULL, attempts = m.attempts - 1, next_attempt_at = now()
     FROM unnest($1::uuid[], $2::int[]) AS c(id, attempts)
     WHERE m.id = c.id AND m.status = 'sending' AND m.attempts = c.attempts`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.attempts)],
  );
}

/** Deletes sent and failed mails queued more than `days` ago. */
export async function deleteFinishedMails(db: Queryable, days: number): Promise<void> {
  await db.query(
    `DELETE FROM mail_outbox
     WHERE status IN ('sent', 'failed') AND created_at < now() - make_interval(days => $1)`,
    [days],
  );
}
