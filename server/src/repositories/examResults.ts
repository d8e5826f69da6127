import type { Queryable } from '../db';

// Released results as the exam engine reads them (the Tests tab's overall result and each skill's
// progress); the marking service writes them.

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
