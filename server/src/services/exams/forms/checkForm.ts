import { TestFormFile } from '@contract/exams/form';
import { formProblems } from '@contract/exams/formRules';
import { schemaProblems } from './schemaProblems';

export type FormCheck = { ok: true; file: TestFormFile } | { ok: false; problems: string[] };

/**
 * A form file as parsed JSON, checked by its schema (`TestFormFile`) and then by the rules the
 * schema cannot state (`formProblems`). The command line, the seed and the console's upload all
 * check a form here.
 */
export function checkFormFile(value: unknown): FormCheck {
  const schema = schemaProblems(TestFormFile, value);
  if (schema.length > 0) return { ok: false, problems: schema };
  const file = value as TestFormFile;
  const rules = formProblems(file);
  return rules.length > 0 ? { ok: false, problems: rules } : { ok: true, file };
}
