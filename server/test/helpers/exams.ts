import fs from 'node:fs';
import path from 'node:path';
import type { TestFormFile } from '@contract/exams/form';
import type { AttemptResponse, ExamMode } from '@contract/examTypes';
import { TESTS } from '../../../src/features/tests/data/tests';
import { PROJECT_ROOT } from '../../src/config';
import type { Queryable } from '../../src/db';
import { importForm } from '../../src/services/exams/forms/importForm';
import { signInAs } from './staff';
import { createTestApp, type TestContext } from './testApp';
import type { SignedIn } from './users';

export const FIXTURE_FORMS_DIR = path.join(PROJECT_ROOT, 'server', 'test', 'fixtures', 'forms');
export const FIXTURE_FORM_FILE = path.join(FIXTURE_FORMS_DIR, 'fixture-ielts.json');

/** The fixture form as parsed from its file; a fresh copy on every call, to change freely. */
export const fixtureForm = (): TestFormFile =>
  JSON.parse(fs.readFileSync(FIXTURE_FORM_FILE, 'utf8')) as TestFormFile;

/**
 * The three tests' records, as the catalogue seeds them (off sale), for a database that does not
 * have them yet; their ids by slug.
 */
export async function ensureTestProducts(db: Queryable): Promise<Record<string, string>> {
  for (const [position, test] of TESTS.entries())
    await db.query(
      `INSERT INTO test_products (slug, name, brief, details, duration_minutes, price, image, position)
       VALUES ($1, $2, $3, $4::jsonb, 150, $5, $6, $7)
       ON CONFLICT (slug) DO NOTHING`,
      [
        test.id,
        test.name,
        test.brief,
        JSON.stringify(test.details),
        test.price,
        test.image,
        position,
      ],
    );
  const rows = await db.query<{ id: string; slug: string }>('SELECT id, slug FROM test_products');
  return Object.fromEntries(rows.rows.map((row) => [row.slug, row.id]));
}

/** The tests' records and the fixture form as the IELTS test's active version; its version id. */
export async function withFixtureForm(
  db: TestContext['db'],
  file = fixtureForm(),
): Promise<string> {
  await ensureTestProducts(db);
  const outcome = await db.transaction((tx) => importForm(tx, file));
  if (outcome.outcome === 'no-test') throw new Error('The test records are missing');
  return outcome.formVersionId;
}

/** A paid order of one test and the entitlement it gives, written directly; the entitlement id. */
export async function grantTest(
  t: Pick<TestContext, 'db'>,
  userId: string,
  slug = 'ielts-practice',
  { expiresInDays = 180, extraTimePercent = 0 } = {},
): Promise<string> {
  const order = await t.db.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, created_at, paid_at)
     VALUES ($1, 'paid', 499, 499, 'test', now(), now()) RETURNING id`,
    [userId],
  );
  const entitlement = await t.db.query<{ id: string }>(
    `INSERT INTO test_entitlements (user_id, test_id, order_id, price, expires_at, extra_time_percent)
     SELECT $1, id, $2, 499, now() + make_interval(days => $4), $5 FROM test_products WHERE slug = $3
     RETURNING id`,
    [userId, order.rows[0]!.id, slug, expiresInDays, extraTimePercent],
  );
  if (!entitlement.rows[0]) throw new Error(`No test ${slug}`);
  return entitlement.rows[0].id;
}

/** Calls under /api/exam as `who` (signed out without). */
export function examCall(t: TestContext, who?: SignedIn) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/exam${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    put: (url: string, payload?: object) => call('PUT', url, payload),
  };
}

export const TAB = 'tab-one-0001';
export const OTHER_TAB = 'tab-two-0002';

/** Starts the one attempt of an entitlement in this tab; the attempt as answered. */
export async function startAttempt(
  t: TestContext,
  who: SignedIn,
  entitlementId: string,
  mode: ExamMode = 'exam',
  tabId = TAB,
): Promise<AttemptResponse> {
  const response = await examCall(t, who).post(`/entitlements/${entitlementId}/start`, {
    mode,
    tabId,
  });
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
  return response.json<AttemptResponse>();
}

/** Time passes for an attempt: its open section's deadline (and start) `seconds` earlier. */
export async function moveClock(db: Queryable, attemptId: string, seconds: number) {
  await db.query(
    `UPDATE exam_attempt_sections
     SET started_at = started_at - make_interval(secs => $2),
         deadline_at = deadline_at - make_interval(secs => $2),
         closed_at = closed_at - make_interval(secs => $2)
     WHERE attempt_id = $1`,
    [attemptId, seconds],
  );
  await db.query(
    `UPDATE exam_audio_plays
     SET first_started_at = first_started_at - make_interval(secs => $2),
         last_started_at = last_started_at - make_interval(secs => $2)
     WHERE attempt_id = $1`,
    [attemptId, seconds],
  );
}

/** How the exam tests begin: an app whose tests have the fixture form, and a learner signed in. */
export async function examTestApp(
  ...app: Parameters<typeof createTestApp>
): Promise<{ t: TestContext; learner: SignedIn }> {
  const t = await createTestApp(...app);
  await withFixtureForm(t.db);
  return { t, learner: await signInAs(t, 'learner') };
}
