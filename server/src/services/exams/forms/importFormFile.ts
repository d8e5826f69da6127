import {
  FORM_INVALID,
  formImported,
  formReactivated,
  formTestMissing,
  formUnchanged,
} from '@contract/messages/exams';
import type { Db } from '../../../db';
import { missingAssetProblems } from './formAssets';
import { importForm } from './importForm';
import { readFormFile } from './readFormFile';

export interface FormFileImport {
  ok: boolean;
  message: string;
  problems?: string[];
}

/**
 * `npm run academy -- import-form <file>`: the file read and checked (its assets must be in
 * `<formsDir>/<formId>/`, where the server serves them from), then stored as its test's active
 * version; what to print.
 */
export async function importFormFile(
  db: Db,
  file: string,
  formsDir: string,
): Promise<FormFileImport> {
  const check = readFormFile(file);
  const problems = check.ok ? missingAssetProblems(check.file, formsDir) : check.problems;
  if (!check.ok || problems.length > 0) return { ok: false, message: FORM_INVALID, problems };
  const { formId } = check.file;
  const outcome = await db.transaction((tx) => importForm(tx, check.file));
  switch (outcome.outcome) {
    case 'no-test':
      return { ok: false, message: formTestMissing(outcome.slug) };
    case 'created':
      return { ok: true, message: formImported(formId, outcome.version, outcome.testName) };
    case 'reactivated':
      return { ok: true, message: formReactivated(formId, outcome.version, outcome.testName) };
    case 'unchanged':
      return { ok: true, message: formUnchanged(formId, outcome.version, outcome.testName) };
  }
}
