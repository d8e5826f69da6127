import type { TestFormFile } from '@contract/exams/form';
import type { Queryable } from '../../../db';
import {
  activateForm,
  deactivateForms,
  findFormByChecksum,
  insertActiveForm,
  lockTestBySlug,
} from '../../../repositories/testForms';
import { formChecksum } from './formChecksum';

export type ImportOutcome =
  | {
      outcome: 'created' | 'unchanged' | 'reactivated';
      testId: string;
      testName: string;
      formVersionId: string;
      version: number;
    }
  | { outcome: 'no-test'; slug: string };

/**
 * Stores a checked form as its test's active version, in `tx`. The same file again (by checksum)
 * is not a new version: it changes nothing when it is the active one, and makes an older version
 * active again when it is that one. Attempts already started keep the version they began with.
 */
export async function importForm(
  tx: Queryable,
  file: TestFormFile,
  uploadedBy: string | null = null,
): Promise<ImportOutcome> {
  // Locked: uploads of one test's forms take turns, so version numbers never collide.
  const test = await lockTestBySlug(tx, file.test);
  if (!test) return { outcome: 'no-test', slug: file.test };
  const checksum = formChecksum(file);
  const found = await findFormByChecksum(tx, test.id, checksum);
  const base = { testId: test.id, testName: test.name };
  if (found?.active)
    return { ...base, outcome: 'unchanged', formVersionId: found.id, version: found.version };
  await deactivateForms(tx, test.id);
  if (found) {
    await activateForm(tx, found.id);
    return { ...base, outcome: 'reactivated', formVersionId: found.id, version: found.version };
  }
  const created = await insertActiveForm(tx, {
    testId: test.id,
    formId: file.formId,
    content: file.form,
    key: file.key,
    scoring: file.scoring,
    checksum,
    uploadedBy,
  });
  return { ...base, outcome: 'created', formVersionId: created.id, version: created.version };
}
