import type { FormContent, FormKey, FormScoring } from '@contract/exams/form';
import type { Queryable } from '../db';

// Tests as products (`test_products`) as the exam engine reads them, and the versions of their
// forms (`test_forms`): one active per test, the one new attempts take.

export interface TestProductRow {
  id: string;
  slug: string;
  name: string;
  durationMinutes: number;
}

const PRODUCT_COLUMNS = 'id, slug, name, duration_minutes AS "durationMinutes"';

/** A test by its slug, its row locked until the transaction ends (one upload at a time). */
export async function lockTestBySlug(
  tx: Queryable,
  slug: string,
): Promise<TestProductRow | undefined> {
  const result = await tx.query<TestProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM test_products WHERE slug = $1 FOR UPDATE`,
    [slug],
  );
  return result.rows[0];
}

export async function findTestById(db: Queryable, id: string): Promise<TestProductRow | undefined> {
  const result = await db.query<TestProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM test_products WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}

export interface FormVersionRef {
  id: string;
  version: number;
  active: boolean;
}

export async function findFormByChecksum(
  tx: Queryable,
  testId: string,
  checksum: string,
): Promise<FormVersionRef | undefined> {
  const result = await tx.query<FormVersionRef>(
    'SELECT id, version, active FROM test_forms WHERE test_id = $1 AND checksum = $2',
    [testId, checksum],
  );
  return result.rows[0];
}

/** No version of the test is active any more (the caller activates another in the same transaction). */
export async function deactivateForms(tx: Queryable, testId: string): Promise<void> {
  await tx.query('UPDATE test_forms SET active = false WHERE test_id = $1 AND active', [testId]);
}

export async function activateForm(tx: Queryable, formVersionId: string): Promise<void> {
  await tx.query('UPDATE test_forms SET active = true WHERE id = $1', [formVersionId]);
}

export interface NewFormVersion {
  testId: string;
  formId: string;
  content: FormContent;
  key: FormKey;
  scoring: FormScoring;
  checksum: string;
  uploadedBy: string | null;
}

/** Stores the next version of a test's form as its active one; its id and version number. */
export async function insertActiveForm(
  tx: Queryable,
  form: NewFormVersion,
): Promise<{ id: string; version: number }> {
  const result = await tx.query<{ id: string; version: number }>(
    `INSERT INTO test_forms
       (test_id, form_id, version, content, answer_key, scoring, checksum, active, uploaded_by)
     SELECT $1, $2, COALESCE(max(version), 0) + 1, $3::jsonb, $4::jsonb, $5::jsonb, $6, true, $7
     FROM test_forms WHERE test_id = $1
     RETURNING id, version`,
    [
      form.testId,
      form.formId,
      JSON.stringify(form.content),
      JSON.stringify(form.key),
      JSON.stringify(form.scoring),
      form.checksum,
      form.uploadedBy,
    ],
  );
  return result.rows[0]!;
}

/** The version new attempts of a test take, if it has one. */
export async function findActiveFormId(db: Queryable, testId: string): Promise<string | undefined> {
  const result = await db.query<{ id: string }>(
    'SELECT id FROM test_forms WHERE test_id = $1 AND active',
    [testId],
    { name: 'test_form_active' },
  );
  return result.rows[0]?.id;
}

export interface FormVersionRow {
  id: string;
  testId: string;
  formId: string;
  version: number;
  content: FormContent;
  key: FormKey;
  scoring: FormScoring;
}

/** One version of a form in full: what candidates see and what stays on the server. */
export async function findFormVersion(
  db: Queryable,
  id: string,
): Promise<FormVersionRow | undefined> {
  const result = await db.query<FormVersionRow>(
    `SELECT id, test_id AS "testId", form_id AS "formId", version, content,
            answer_key AS key, scoring
     FROM test_forms WHERE id = $1`,
    [id],
    { name: 'test_forms_by_id' },
  );
  return result.rows[0];
}

export interface AdminFormRow {
  id: string;
  formId: string;
  version: number;
  active: boolean;
  uploadedAt: Date;
  uploadedBy: string | null;
  attempts: number;
  content: FormContent;
}

export interface AdminTestRow {
  id: string;
  slug: string;
  name: string;
  price: number;
  onSale: boolean;
  sold: number;
  version: number;
}

/** A test as the staff console shows it: price, sale, sold (not refunded) and its form versions. */
export async function findAdminTest(
  db: Queryable,
  testId: string,
): Promise<{ test: AdminTestRow; forms: AdminFormRow[] } | undefined> {
  const test = await db.query<AdminTestRow & { sold: string }>(
    `SELECT p.id, p.slug, p.name, p.price, p.on_sale AS "onSale", p.version,
            (SELECT count(*) FROM test_entitlements e
             WHERE e.test_id = p.id AND e.revoked_at IS NULL) AS sold
     FROM test_products p WHERE p.id = $1`,
    [testId],
  );
  if (!test.rows[0]) return undefined;
  const forms = await db.query<AdminFormRow & { attempts: string }>(
    `SELECT f.id, f.form_id AS "formId", f.version, f.active, f.uploaded_at AS "uploadedAt",
            u.email AS "uploadedBy", f.content,
            (SELECT count(*) FROM exam_attempts a WHERE a.form_version_id = f.id) AS attempts
     FROM test_forms f LEFT JOIN users u ON u.id = f.uploaded_by
     WHERE f.test_id = $1 ORDER BY f.version DESC`,
    [testId],
  );
  return {
    test: { ...test.rows[0], sold: Number(test.rows[0].sold) },
    forms: forms.rows.map((row) => ({ ...row, attempts: Number(row.attempts) })),
  };
}
