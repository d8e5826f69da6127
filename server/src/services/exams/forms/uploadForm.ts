import type { FastifyInstance } from 'fastify';
import type { AdminTest, TestResponse } from '@contract/examTypes';
import type { TestSlug } from '@contract/exams/catalogue';
import {
  FORM_INVALID,
  formForAnotherTest,
  formImported,
  formReactivated,
  formUnchanged,
  TEST_NOT_FOUND,
} from '@contract/messages/exams';
import { HttpError, notFound } from '../../../lib/httpError';
import { findAdminTest, findTestById } from '../../../repositories/testForms';
import { audit, type StaffActor } from '../../admin/staffActor';
import { checkFormFile } from './checkForm';
import { missingAssetProblems } from './formAssets';
import { importForm } from './importForm';
import { sectionQuestionCount } from './formIndex';

const formInvalid = (problems: string[]) =>
  new HttpError(400, FORM_INVALID, 'FORM_INVALID', problems);

/** A test as the staff console shows it, with its form versions newest first. */
export async function loadAdminTest(db: FastifyInstance['db'], testId: string): Promise<AdminTest> {
  const found = await findAdminTest(db, testId);
  if (!found) throw notFound(TEST_NOT_FOUND);
  const { test, forms } = found;
  return {
    ...test,
    slug: test.slug as TestSlug,
    forms: forms.map((form) => ({
      id: form.id,
      formId: form.formId,
      version: form.version,
      active: form.active,
      uploadedAt: new Date(form.uploadedAt).toISOString(),
      uploadedBy: form.uploadedBy,
      attempts: form.attempts,
      questionCount: form.content.sections.reduce(
        (sum, section) => sum + sectionQuestionCount(section),
        0,
      ),
    })),
  };
}

/**
 * The console's upload of a form file for one test: checked in full (every problem answered at
 * once, 400), its assets present where the server serves them, then stored as the test's active
 * version (the same file again is not a new version) and audit-logged in the same transaction.
 */
export async function uploadTestForm(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  staff: StaffActor,
  testId: string,
  body: unknown,
): Promise<TestResponse> {
  const test = await findTestById(app.db, testId);
  if (!test) throw notFound(TEST_NOT_FOUND);
  const check = checkFormFile(body);
  if (!check.ok) throw formInvalid(check.problems);
  const { file } = check;
  if (file.test !== test.slug) throw formInvalid([formForAnotherTest(file.test)]);
  const missing = missingAssetProblems(file, app.config.exams.formsDir);
  if (missing.length > 0) throw formInvalid(missing);

  const outcome = await app.db.transaction(async (tx) => {
    const imported = await importForm(tx, file, staff.id);
    if (imported.outcome !== 'no-test' && imported.outcome !== 'unchanged')
      await audit(tx, staff, 'test.form.upload', { kind: 'test', id: testId }, null, {
        formId: file.formId,
        version: imported.version,
        outcome: imported.outcome,
      });
    return imported;
  });
  if (outcome.outcome === 'no-test') throw notFound(TEST_NOT_FOUND);
  const describe = {
    created: formImported,
    reactivated: formReactivated,
    unchanged: formUnchanged,
  };
  return {
    message: describe[outcome.outcome](file.formId, outcome.version, test.name),
    test: await loadAdminTest(app.db, testId),
  };
}
