import type { Queryable } from '../db';

// Bought tests (`test_entitlements`), their attempts and the attempts' sections. Every time is the
// database's (`now()` is answered beside the rows), so every process of a cluster keeps one clock.

export type AttemptStatus = 'in_progress' | 'submitted' | 'awaiting_evaluation' | 'results_ready';
export type SectionStatus = 'pending' | 'open' | 'closed';

export interface EntitlementRow {
  id: string;
  userId: string;
  testId: string;
  testSlug: string;
  testName: string;
  image: string;
  purchasedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  expired: boolean;
  extraTimePercent: number;
  attemptId: string | null;
}

const ENTITLEMENT_SELECT = `
  SELECT e.id, e.user_id AS "userId", e.test_id AS "testId", p.slug AS "testSlug",
         p.name AS "testName", p.image, e.purchased_at AS "purchasedAt",
         e.expires_at AS "expiresAt", e.revoked_at AS "revokedAt",
         e.expires_at < now() AS expired, e.extra_time_percent AS "extraTimePercent",
         a.id AS "attemptId"
  FROM test_entitlements e
  JOIN test_products p ON p.id = e.test_id
  LEFT JOIN exam_attempts a ON a.entitlement_id = e.id`;

export async function findEntitlement(
  db: Queryable,
  entitlementId: string,
): Promise<EntitlementRow | undefined> {
  const result = await db.query<EntitlementRow>(
    `${ENTITLEMENT_SELECT} WHERE e.id = $1`,
    [entitlementId],
    { name: 'exam_entitlement_by_id' },
  );
  return result.rows[0];
}

/**
 * The entitlement, locked: starts of one bought test take turns, so only one attempt is made. Read
 * again after the lock, so a start that waited for another sees the attempt it made (a locking
 * read re-checks only the locked row, not the rows joined to it).
 */
export async function lockEntitlement(
  tx: Queryable,
  entitlementId: string,
): Promise<EntitlementRow | undefined> {
  const locked = await tx.query(
    'SELECT id FROM test_entitlements WHERE id = $1 FOR UPDATE',
    [entitlementId],
    { name: 'exam_entitlement_lock' },
  );
  return locked.rowCount > 0 ? findEntitlement(tx, entitlementId) : undefined;
}

export async function listEntitlements(db: Queryable, userId: string): Promise<EntitlementRow[]> {
  const result = await db.query<EntitlementRow>(
    `${ENTITLEMENT_SELECT} WHERE e.user_id = $1 ORDER BY e.purchased_at DESC, e.id`,
    [userId],
  );
  return result.rows;
}

export async function setExtraTime(
  tx: Queryable,
  entitlementId: string,
  percent: number,
): Promise<boolean> {
  const result = await tx.query(
    'UPDATE test_entitlements SET extra_time_percent = $2 WHERE id = $1',
    [entitlementId, percent],
  );
  return result.rowCount > 0;
}

export interface AttemptRow {
  id: string;
  entitlementId: string;
  userId: string;
  testId: string;
  testSlug: string;
  testName: string;
  formVersionId: string;
  mode: 'exam' | 'practice';
  candidateNumber: string;
  status: AttemptStatus;
  startedAt: Date;
  submittedAt: Date | null;
  tabId: string | null;
  position: { sectionId: string; questionId: string | null } | null;
  pausedAt: Date | null;
  extraTimePercent: number;
  resultsReleased: boolean;
  /** The database's clock when the row was read. */
  now: Date;
}

const ATTEMPT_SELECT = `
  SELECT a.id, a.entitlement_id AS "entitlementId", a.user_id AS "userId", a.test_id AS "testId",
         p.slug AS "testSlug", p.name AS "testName", a.form_version_id AS "formVersionId", a.mode,
         a.candidate_number AS "candidateNumber", a.status, a.started_at AS "startedAt",
         a.submitted_at AS "submittedAt", a.tab_id AS "tabId", a.position, a.paused_at AS "pausedAt",
         e.extra_time_percent AS "extraTimePercent",
         a.results_released_at IS NOT NULL AS "resultsReleased", now() AS now
  FROM exam_attempts a
  JOIN test_entitlements e ON e.id = a.entitlement_id
  JOIN test_products p ON p.id = a.test_id`;

export async function findAttempt(
  db: Queryable,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const result = await db.query<AttemptRow>(`${ATTEMPT_SELECT} WHERE a.id = $1`, [attemptId], {
    name: 'exam_attempt_by_id',
  });
  return result.rows[0];
}

/** Whose the attempt is and the form version it was started on: neither ever changes. */
export async function findAttemptForm(
  db: Queryable,
  attemptId: string,
): Promise<{ userId: string; formVersionId: string } | undefined> {
  const result = await db.query<{ userId: string; formVersionId: string }>(
    'SELECT user_id AS "userId", form_version_id AS "formVersionId" FROM exam_attempts WHERE id = $1',
    [attemptId],
    { name: 'exam_attempt_form' },
  );
  return result.rows[0];
}

/**
 * The attempt, locked until the transaction ends. `update`: the clock and hand-ins (closing a
 * section waits for saves under way and holds new ones back); `share`: saves and uploads, which
 * only add answers (they wait for a closing, and a closing waits for them).
 */
export async function lockAttempt(
  tx: Queryable,
  attemptId: string,
  strength: 'update' | 'share',
): Promise<AttemptRow | undefined> {
  const lock = strength === 'update' ? 'FOR UPDATE OF a' : 'FOR NO KEY UPDATE OF a';
  const result = await tx.query<AttemptRow>(
    `${ATTEMPT_SELECT} WHERE a.id = $1 ${lock}`,
    [attemptId],
    {
      name: strength === 'update' ? 'exam_attempt_lock_update' : 'exam_attempt_lock_share',
    },
  );
  return result.rows[0];
}

export interface NewAttempt {
  entitlementId: string;
  userId: string;
  testId: string;
  formVersionId: string;
  mode: 'exam' | 'practice';
  tabId: string;
  position: { sectionId: string; questionId: string | null };
}

export async function insertAttempt(tx: Queryable, attempt: NewAttempt): Promise<string> {
  const result = await tx.query<{ id: string }>(
    `INSERT INTO exam_attempts
       (entitlement_id, user_id, test_id, form_version_id, mode, tab_id, tab_claimed_at, position)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7::jsonb)
     RETURNING id`,
    [
      attempt.entitlementId,
      attempt.userId,
      attempt.testId,
      attempt.formVersionId,
      attempt.mode,
      attempt.tabId,
      JSON.stringify(attempt.position),
    ],
    { name: 'exam_attempt_insert' },
  );
  return result.rows[0]!.id;
}

export async function claimTab(tx: Queryable, attemptId: string, tabId: string): Promise<void> {
  await tx.query('UPDATE exam_attempts SET tab_id = $2, tab_claimed_at = now() WHERE id = $1', [
    attemptId,
    tabId,
  ]);
}

export async function setPosition(
  tx: Queryable,
  attemptId: string,
  position: { sectionId: string; questionId: string | null },
): Promise<void> {
  await tx.query(
    'UPDATE exam_attempts SET position = $2::jsonb WHERE id = $1',
    [attemptId, JSON.stringify(position)],
    { name: 'exam_attempt_position' },
  );
}

export async function markSubmitted(tx: Queryable, attemptId: string): Promise<void> {
  await tx.query(
    `UPDATE exam_attempts SET status = 'submitted', submitted_at = now(), paused_at = NULL
     WHERE id = $1 AND status = 'in_progress'`,
    [attemptId],
  );
}

export async function setPaused(tx: Queryable, attemptId: string): Promise<void> {
  await tx.query('UPDATE exam_attempts SET paused_at = now() WHERE id = $1 AND paused_at IS NULL', [
    attemptId,
  ]);
}

/** The clock runs again: the open section's deadline moves on by the time paused. */
export async function resumePaused(
  tx: Queryable,
  attemptId: string,
): Promise<{ sectionId: string; deadlineAt: Date } | undefined> {
  const moved = await tx.query<{ sectionId: string; deadlineAt: Date }>(
    `UPDATE exam_attempt_sections s
     SET deadline_at = s.deadline_at + (now() - a.paused_at)
     FROM exam_attempts a
     WHERE a.id = $1 AND s.attempt_id = a.id AND s.status = 'open' AND a.paused_at IS NOT NULL
     RETURNING s.section_id AS "sectionId", s.deadline_at AS "deadlineAt"`,
    [attemptId],
  );
  await tx.query('UPDATE exam_attempts SET paused_at = NULL WHERE id = $1', [attemptId]);
  return moved.rows[0];
}

export interface SectionRow {
  sectionId: string;
  position: number;
  skill: string;
  marking: 'objective' | 'expert';
  status: SectionStatus;
  durationSeconds: number;
  startedAt: Date | null;
  deadlineAt: Date | null;
  closedAt: Date | null;
  closedBy: 'candidate' | 'time' | null;
  rawMarks: number | null;
  maxMarks: number | null;
  score: string | null;
  /** Open: saves are still taken (its deadline plus the grace has not passed, or it is paused). */
  inTime: boolean;
}

export async function listSections(
  db: Queryable,
  attemptId: string,
  graceSeconds: number,
): Promise<SectionRow[]> {
  const result = await db.query<SectionRow>(
    `SELECT s.section_id AS "sectionId", s.position, s.skill, s.marking, s.status,
            s.duration_seconds AS "durationSeconds", s.started_at AS "startedAt",
            s.deadline_at AS "deadlineAt", s.closed_at AS "closedAt", s.closed_by AS "closedBy",
            s.raw_marks AS "rawMarks", s.max_marks AS "maxMarks", s.score,
            (s.status = 'open' AND (a.paused_at IS NOT NULL
              OR s.deadline_at + make_interval(secs => $2) >= now())) AS "inTime"
     FROM exam_attempt_sections s JOIN exam_attempts a ON a.id = s.attempt_id
     WHERE s.attempt_id = $1 ORDER BY s.position`,
    [attemptId, graceSeconds],
    { name: 'exam_sections_of_attempt' },
  );
  return result.rows;
}

export async function insertSections(
  tx: Queryable,
  attemptId: string,
  sections: {
    sectionId: string;
    position: number;
    skill: string;
    marking: string;
    durationSeconds: number;
  }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO exam_attempt_sections
       (attempt_id, section_id, position, skill, marking, duration_seconds)
     SELECT $1, s."sectionId", s.position, s.skill, s.marking, s."durationSeconds"
     FROM jsonb_to_recordset($2::jsonb)
       AS s("sectionId" text, position int, skill text, marking text, "durationSeconds" int)`,
    [attemptId, JSON.stringify(sections)],
    { name: 'exam_sections_insert' },
  );
}

/**
 * A pending section opens: at `startsAt` (the end of a break, when its clock started by itself) or
 * now. Its deadline is its start plus its duration. Answers the deadline, or nothing when it was
 * not pending.
 */
export async function openSection(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  startsAt: Date | null,
): Promise<Date | undefined> {
  const result = await tx.query<{ deadlineAt: Date }>(
    `UPDATE exam_attempt_sections
     SET status = 'open', started_at = COALESCE($3::timestamptz, now()),
         deadline_at = COALESCE($3::timestamptz, now()) + make_interval(secs => duration_seconds)
     WHERE attempt_id = $1 AND section_id = $2 AND status = 'pending'
     RETURNING deadline_at AS "deadlineAt"`,
    [attemptId, sectionId, startsAt?.toISOString() ?? null],
    { name: 'exam_section_open' },
  );
  return result.rows[0]?.deadlineAt;
}

/** Closes an open section, at `closedAt` (its deadline, when time closed it) or now. */
export async function closeSectionRow(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  by: 'candidate' | 'time',
  closedAt: Date | null,
): Promise<Date | undefined> {
  const result = await tx.query<{ closedAt: Date }>(
    `UPDATE exam_attempt_sections
     SET status = 'closed', closed_by = $3, closed_at = COALESCE($4::timestamptz, now())
     WHERE attempt_id = $1 AND section_id = $2 AND status = 'open'
     RETURNING closed_at AS "closedAt"`,
    [attemptId, sectionId, by, closedAt?.toISOString() ?? null],
  );
  return result.rows[0]?.closedAt;
}

export async function setSectionScore(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  score: { raw: number; max: number; score: number },
): Promise<void> {
  await tx.query(
    `UPDATE exam_attempt_sections
     SET raw_marks = $3, max_marks = $4, score = $5, score_status = 'final'
     WHERE attempt_id = $1 AND section_id = $2`,
    [attemptId, sectionId, score.raw, score.max, score.score],
  );
}

/** A section's time with other extra time: its deadline moves by the difference if it is open. */
export async function setSectionDuration(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  durationSeconds: number,
): Promise<{ status: SectionStatus; deadlineAt: Date | null } | undefined> {
  const result = await tx.query<{ status: SectionStatus; deadlineAt: Date | null }>(
    `UPDATE exam_attempt_sections
     SET deadline_at = deadline_at + make_interval(secs => $3 - duration_seconds),
         duration_seconds = $3
     WHERE attempt_id = $1 AND section_id = $2 AND status IN ('pending', 'open')
     RETURNING status, deadline_at AS "deadlineAt"`,
    [attemptId, sectionId, durationSeconds],
  );
  return result.rows[0];
}

/**
 * Attempts whose clock is behind: an open section past its deadline and grace, or no open section
 * and the break after the last one over. Paused practice attempts wait.
 */
export async function findAttemptsBehind(
  db: Queryable,
  graceSeconds: number,
  breakSeconds: number,
  limit: number,
): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `(SELECT s.attempt_id AS id
      FROM exam_attempt_sections s JOIN exam_attempts a ON a.id = s.attempt_id
      WHERE s.status = 'open' AND s.deadline_at + make_interval(secs => $1) < now()
        AND a.status = 'in_progress' AND a.paused_at IS NULL
      LIMIT $3)
     UNION
     (SELECT a.id
      FROM exam_attempts a
      WHERE a.status = 'in_progress' AND a.paused_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM exam_attempt_sections o
                        WHERE o.attempt_id = a.id AND o.status = 'open')
        AND EXISTS (SELECT 1 FROM exam_attempt_sections p
                    WHERE p.attempt_id = a.id AND p.status = 'pending')
        AND (SELECT max(c.closed_at) FROM exam_attempt_sections c WHERE c.attempt_id = a.id)
            + make_interval(secs => $2) <= now()
      LIMIT $3)`,
    [graceSeconds, breakSeconds, limit],
  );
  return result.rows.map((row) => row.id);
}
