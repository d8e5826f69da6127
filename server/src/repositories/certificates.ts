import type { Queryable } from '../db';

export interface CertificateRow {
  id: string;
  user_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  issued_at: Date;
  /** Set when a refund of the course revoked it. */
  revoked_at: Date | null;
}

const COLUMNS = 'id, user_id, course_id, learner_name, course_title, issued_at, revoked_at';

/**
 * Issues the learner's certificate for the course when every lesson of it is completed, with the
 * learner's name and the course's title as they are now. Answers the new row only to the call that
 * issued it: a valid certificate already issued (or issued by a concurrent call) answers
 * undefined. A revoked one does not count: a learner who buys the course again gets a new one.
 */
export async function issueCertificateIfComplete(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<CertificateRow | undefined> {
  const result = await db.query<CertificateRow>(
    `INSERT INTO certificates (user_id, course_id, learner_name, course_title)
     SELECT u.id, c.id, u.name, c.title FROM users u, courses c
     WHERE u.id = $1 AND c.id = $2
       AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id)
       AND NOT EXISTS (
         SELECT 1 FROM lessons l
         LEFT JOIN lesson_progress lp
           ON lp.lesson_id = l.id AND lp.user_id = u.id AND lp.completed_at IS NOT NULL
         WHERE l.course_id = c.id AND lp.lesson_id IS NULL)
     ON CONFLICT (user_id, course_id) WHERE revoked_at IS NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [userId, courseId],
  );
  return result.rows[0];
}

export async function findCertificate(
  db: Queryable,
  id: string,
): Promise<CertificateRow | undefined> {
  const result = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM certificates WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}

/** The id of the learner's valid certificate for the course, if one was issued. */
export async function certificateIdFor(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    'SELECT id FROM certificates WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL',
    [userId, courseId],
  );
  return result.rows[0]?.id ?? null;
}

/** A refund took the order's courses back: their certificates are revoked (kept on record). */
export async function revokeCertificatesOfOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE certificates c SET revoked_at = now()
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.id = $1 AND c.user_id = o.user_id AND c.course_id = i.course_id
       AND c.revoked_at IS NULL`,
    [orderId],
  );
}
