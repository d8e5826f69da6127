import type { Queryable } from '../db';

// The admins' marking overview: time to result, agreement between evaluators, evaluators' work and
// the background jobs, over a recent window (`since`).

export async function timeToResult(
  db: Queryable,
  since: Date,
): Promise<{ released: number; median: number | null; p90: number | null }> {
  const { rows } = await db.query<{ released: number; median: number | null; p90: number | null }>(
    `SELECT count(*)::int AS released,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY hours) AS p90
     FROM (SELECT extract(epoch FROM r.released_at - a.submitted_at)::float8 / 3600 AS hours
           FROM exam_results r JOIN exam_attempts a ON a.id = r.attempt_id
           WHERE r.released_at >= $1 AND a.submitted_at IS NOT NULL) handed_in`,
    [since],
  );
  return rows[0]!;
}

/** Pairs of independent marks of one response (a first mark and its blind second mark). */
export async function markPairs(
  db: Queryable,
  since: Date,
): Promise<{ first: number; second: number; scheme: string }[]> {
  const { rows } = await db.query<{ first: number; second: number; scheme: string }>(
    `SELECT f.score::float8 AS first, s.score::float8 AS second, fo.scoring->>'scheme' AS scheme
     FROM marks f
     JOIN marks s ON s.attempt_id = f.attempt_id AND s.section_id = f.section_id AND s.kind = 'second'
     JOIN exam_attempts a ON a.id = f.attempt_id
     JOIN test_forms fo ON fo.id = a.form_version_id
     WHERE f.kind = 'first' AND s.marked_at >= $1`,
    [since],
  );
  return rows;
}

/** Every evaluator (and anyone else who marked lately): marks given and median minutes per mark. */
export async function evaluatorWork(
  db: Queryable,
  since: Date,
): Promise<{ name: string; marked: number; median_minutes: number | null }[]> {
  const { rows } = await db.query<{ name: string; marked: number; median_minutes: number | null }>(
    `SELECT u.name, count(m.id)::int AS marked,
       percentile_cont(0.5) WITHIN GROUP (
         ORDER BY extract(epoch FROM t.completed_at - t.claimed_at)::float8 / 60) AS median_minutes
     FROM users u
     LEFT JOIN marks m ON m.evaluator_id = u.id AND m.marked_at >= $1
     LEFT JOIN marking_tasks t ON t.id = m.task_id
     WHERE u.role IN ('evaluator', 'senior_evaluator') OR m.id IS NOT NULL
     GROUP BY u.id, u.name
     ORDER BY marked DESC, u.name`,
    [since],
  );
  return rows;
}

export async function jobsWaiting(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM jobs WHERE status IN ('pending', 'running')`,
  );
  return rows[0]!.count;
}

export async function failedJobs(
  db: Queryable,
  limit: number,
): Promise<
  { id: string; kind: string; attempts: number; last_error: string | null; finished_at: Date }[]
> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    attempts: number;
    last_error: string | null;
    finished_at: Date;
  }>(
    `SELECT id, kind, attempts, last_error, finished_at FROM jobs
     WHERE status = 'failed' ORDER BY finished_at DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
