import type { AdminAttempt, AdminTestForm } from '@contract/examTypes';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// The staff console's tests (sales and form versions) and its list of bought tests and attempts.

/** Bought and not refunded. */
const SOLD = `(SELECT count(*)::int FROM test_entitlements e WHERE e.test_id = t.id AND e.revoked_at IS NULL)`;

/** The sold count of every test, by id. */
export async function testSales(db: Queryable): Promise<Map<string, number>> {
  const result = await db.query<{ id: string; sold: number }>(
    `SELECT t.id, ${SOLD} AS sold FROM test_products t`,
  );
  return new Map(result.rows.map((row) => [row.id, row.sold]));
}

/** Every version of every test's form, newest first per test, with its attempts and questions. */
export async function testFormRows(db: Queryable): Promise<(AdminTestForm & { testId: string })[]> {
  const result = await db.query<AdminTestForm & { testId: string }>(
    `SELECT f.id, f.test_id AS "testId", f.form_id AS "formId", f.version, f.active,
       ${iso('f.uploaded_at')} AS "uploadedAt", u.email AS "uploadedBy",
       (SELECT count(*)::int FROM exam_attempts a WHERE a.form_version_id = f.id) AS attempts,
       jsonb_array_length(jsonb_path_query_array(f.content,
         '$.sections[*].parts[*].groups[*].questions[*]')) AS "questionCount"
     FROM test_forms f LEFT JOIN users u ON u.id = f.uploaded_by
     ORDER BY f.test_id, f.version DESC`,
  );
  return result.rows;
}

/** Where a bought test stands, as staff read it. */
const STATUS = `CASE WHEN e.revoked_at IS NOT NULL THEN 'refunded'
  WHEN a.id IS NOT NULL THEN a.status
  WHEN e.expires_at <= now() THEN 'expired' ELSE 'not_started' END`;

const COLUMNS = `e.id AS "entitlementId", a.id AS "attemptId", u.name AS "learnerName",
  u.email AS "learnerEmail", t.name AS "testName", a.candidate_number AS "candidateNumber",
  ${STATUS} AS status, ${iso('e.purchased_at')} AS "purchasedAt",
  ${iso('a.started_at')} AS "startedAt", e.extra_time_percent AS "extraTimePercent"`;

const FROM = `test_entitlements e JOIN users u ON u.id = e.user_id
  JOIN test_products t ON t.id = e.test_id
  LEFT JOIN exam_attempts a ON a.entitlement_id = e.id`;

const SORTS = { startedAt: 'a.started_at', purchasedAt: 'e.purchased_at' };

export interface AttemptListFilter extends PageRequest {
  sort: string;
  q?: string;
}

/** Bought tests and their attempts; `q` finds a learner's name or email, or a candidate number. */
export async function listAttempts(db: Queryable, filter: AttemptListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q);
    filters.add(
      '(u.name ILIKE ? OR u.email ILIKE ? OR a.candidate_number ILIKE ?)',
      pattern,
      pattern,
      pattern,
    );
  }
  return pagedRows<AdminAttempt>(db, {
    select: COLUMNS,
    from: FROM,
    filters,
    order: orderBy(filter.sort, SORTS, 'e.id'),
    page: filter,
  });
}

export interface AttemptFacts {
  attempt: AdminAttempt;
  revoked: boolean;
  /** The attempt's own status, or null before it starts. */
  attemptStatus: string | null;
}

/** One bought test as staff see it; `lock` locks the bought test (and its attempt) row. */
export async function findAdminAttempt(
  db: Queryable,
  entitlementId: string,
  lock = false,
): Promise<AttemptFacts | undefined> {
  const result = await db.query<AdminAttempt & { revoked: boolean; attempt_status: string | null }>(
    `SELECT ${COLUMNS}, e.revoked_at IS NOT NULL AS revoked, a.status AS attempt_status
     FROM ${FROM} WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
    [entitlementId],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { revoked, attempt_status: attemptStatus, ...attempt } = row;
  return { attempt, revoked, attemptStatus };
}

/**
 * Grants extra time on a bought test, and on its attempt's sections still to finish: a pending
 * section's duration becomes the form's time for it plus the extra time, and an open section's
 * deadline moves by the difference (so any practice pause already added to it is kept). A
 * section's `duration_seconds` holds its time with extra time (docs/exams.md, "The attempt and
 * its clock"); closed sections keep what they had.
 */
export async function setExtraTime(
  tx: Queryable,
  entitlementId: string,
  percent: number,
): Promise<void> {
  await tx.query(`UPDATE test_entitlements SET extra_time_percent = $2 WHERE id = $1`, [
    entitlementId,
    percent,
  ]);
  await tx.query(
    `WITH timed AS (
       SELECT s.attempt_id, s.section_id,
         ceil((sec ->> 'durationSeconds')::int * (100 + $2) / 100.0)::int AS seconds
       FROM exam_attempts a
       JOIN exam_attempt_sections s ON s.attempt_id = a.id AND s.status IN ('pending', 'open')
       JOIN test_forms f ON f.id = a.form_version_id
       CROSS JOIN LATERAL jsonb_array_elements(f.content -> 'sections') sec
       WHERE a.entitlement_id = $1 AND sec ->> 'id' = s.section_id
     )
     UPDATE exam_attempt_sections s
     SET duration_seconds = timed.seconds,
         deadline_at = CASE WHEN s.status = 'open' AND s.deadline_at IS NOT NULL
           THEN s.deadline_at + make_interval(secs => timed.seconds - s.duration_seconds)
           ELSE s.deadline_at END
     FROM timed
     WHERE s.attempt_id = timed.attempt_id AND s.section_id = timed.section_id`,
    [entitlementId, percent],
  );
}
