import path from 'node:path';
import type { TestFormFile } from '@contract/exams/form';
import { PRODUCTION_ARGON2, PROJECT_ROOT } from '../../server/src/config';
import type { Db } from '../../server/src/db';
import { migrate } from '../../server/src/db/migrate';
import { importForm } from '../../server/src/services/exams/forms/importForm';
import { readFormFile } from '../../server/src/services/exams/forms/readFormFile';
import { createPasswordHasher } from '../../server/src/services/auth/passwords';
import { ensureTestProducts } from '../../server/test/helpers/exams';

export const BENCH_FORM = 'ielts-practice-a';
export const BENCH_PASSWORD = 'Bench-exam-2026';

export interface BenchCandidate {
  email: string;
  entitlementId: string;
}

/** The committed form the candidates take. */
export function benchForm(): TestFormFile {
  const check = readFormFile(
    path.join(PROJECT_ROOT, 'server', 'exams', 'forms', `${BENCH_FORM}.json`),
  );
  if (!check.ok) throw new Error(`The form cannot be used:\n- ${check.problems.join('\n- ')}`);
  return check.file;
}

/**
 * A database ready for the bench before any node starts: migrated, the tests' records and the form
 * imported, and `count` verified learners who each bought the test (one password hash for all,
 * so preparing them costs one argon2 run, not `count`). The nodes' own start seeds the rest.
 */
export async function prepareExamBench(db: Db, count: number): Promise<BenchCandidate[]> {
  await migrate(db);
  await ensureTestProducts(db);
  const form = benchForm();
  await db.transaction((tx) => importForm(tx, form));
  const hash = await createPasswordHasher(PRODUCTION_ARGON2).hash(BENCH_PASSWORD);
  const rows = await db.query<{ email: string; entitlement_id: string }>(
    `WITH learners AS (
       INSERT INTO users (name, email, password_hash, dob, email_verified_at)
       SELECT 'Bench Candidate ' || i, 'bench-exam-' || i || '@example.com', $2, '1996-03-03', now()
       FROM generate_series(1, $1::int) AS i
       RETURNING id, email
     ), orders_made AS (
       INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, created_at, paid_at)
       SELECT id, 'paid', 499, 499, 'bench-exam', now(), now() FROM learners
       RETURNING id, user_id
     ), entitlements AS (
       INSERT INTO test_entitlements (user_id, test_id, order_id, price, expires_at)
       SELECT o.user_id, p.id, o.id, 499, now() + interval '180 days'
       FROM orders_made o CROSS JOIN test_products p WHERE p.slug = $3
       RETURNING id, user_id
     )
     SELECT e.id AS entitlement_id, l.email FROM entitlements e JOIN learners l ON l.id = e.user_id`,
    [count, hash, form.test],
  );
  return rows.rows
    .map((row) => ({ email: row.email, entitlementId: row.entitlement_id }))
    .sort((a, b) => a.email.localeCompare(b.email, 'en', { numeric: true }));
}

/**
 * Saves acknowledged but not in the database: for each attempt and question, the highest seq the
 * server answered 200 for must be held (or a newer one).
 */
export async function lostSaves(
  db: Pick<Db, 'query'>,
  acknowledged: Map<string, Map<string, number>>,
): Promise<number> {
  const held = await db.query<{ attempt_id: string; question_id: string; seq: string }>(
    'SELECT attempt_id, question_id, seq FROM exam_answers',
  );
  const heldSeq = new Map(
    held.rows.map((r) => [`${r.attempt_id}/${r.question_id}`, Number(r.seq)]),
  );
  let lost = 0;
  for (const [attemptId, questions] of acknowledged)
    for (const [questionId, seq] of questions)
      if ((heldSeq.get(`${attemptId}/${questionId}`) ?? 0) < seq) lost += 1;
  return lost;
}
