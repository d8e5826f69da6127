import type { ScoringScheme, Skill } from '@contract/exams/catalogue';
import type { Queryable } from '../db';

// Released results and their score report (030's exam_results): marking writes them, the results
// page, the report and its verification read them, and so does the exam engine's Tests tab.

export interface ResultSkill {
  sectionId: string;
  skill: Skill;
  title: string;
  score: number;
  cefr: string | null;
}

export interface ResultRow {
  attempt_id: string;
  report_id: string;
  candidate_name: string;
  test_name: string;
  scheme: ScoringScheme;
  overall: number;
  cefr: string | null;
  skills: ResultSkill[];
  taken_at: Date;
  released_at: Date;
  revised_at: Date | null;
}

const COLUMNS = `attempt_id, report_id, candidate_name, test_name, scheme,
  overall::float8 AS overall, cefr, skills, taken_at, released_at, revised_at`;

export type NewResult = Omit<ResultRow, 'revised_at'>;

/** Stores the released results once: a second release of the same attempt changes nothing. */
export async function insertResult(tx: Queryable, result: NewResult): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO exam_results (attempt_id, report_id, candidate_name, test_name, scheme, overall,
       cefr, skills, taken_at, released_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (attempt_id) DO NOTHING RETURNING attempt_id`,
    [
      result.attempt_id,
      result.report_id,
      result.candidate_name,
      result.test_name,
      result.scheme,
      result.overall,
      result.cefr,
      JSON.stringify(result.skills),
      result.taken_at,
      result.released_at,
    ],
  );
  return rows.length === 1;
}

export async function findResult(db: Queryable, attemptId: string): Promise<ResultRow | undefined> {
  const { rows } = await db.query<ResultRow>(
    `SELECT ${COLUMNS} FROM exam_results WHERE attempt_id = $1`,
    [attemptId],
  );
  return rows[0];
}

export async function findResultByReport(
  db: Queryable,
  reportId: string,
): Promise<ResultRow | undefined> {
  const { rows } = await db.query<ResultRow>(
    `SELECT ${COLUMNS} FROM exam_results WHERE report_id = $1`,
    [reportId],
  );
  return rows[0];
}

/** A re-mark changed the results: the skills, the overall result, and when. */
export async function reviseResult(
  tx: Queryable,
  attemptId: string,
  revision: { skills: ResultSkill[]; overall: number; cefr: string | null; revisedAt: Date },
): Promise<void> {
  await tx.query(
    `UPDATE exam_results SET skills = $2, overall = $3, cefr = $4, revised_at = $5
     WHERE attempt_id = $1`,
    [
      attemptId,
      JSON.stringify(revision.skills),
      revision.overall,
      revision.cefr,
      revision.revisedAt,
    ],
  );
}

// Released results as the exam engine reads them (the Tests tab's overall result and each skill's
// progress).

export interface ReleasedResultRow {
  attemptId: string;
  testSlug: string;
  overall: string;
  cefr: string | null;
  skills: {
    sectionId: string;
    skill: string;
    title: string;
    score: number;
    cefr?: string | null;
  }[];
  takenAt: Date;
}

export async function listReleasedResults(
  db: Queryable,
  userId: string,
): Promise<ReleasedResultRow[]> {
  const result = await db.query<ReleasedResultRow>(
    `SELECT r.attempt_id AS "attemptId", p.slug AS "testSlug", r.overall, r.cefr, r.skills,
            r.taken_at AS "takenAt"
     FROM exam_results r
     JOIN exam_attempts a ON a.id = r.attempt_id
     JOIN test_products p ON p.id = a.test_id
     WHERE a.user_id = $1
     ORDER BY r.taken_at`,
    [userId],
  );
  return result.rows;
}
