import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db';
import { missingAssetProblems } from '../services/exams/forms/formAssets';
import { importForm } from '../services/exams/forms/importForm';
import { readFormFile } from '../services/exams/forms/readFormFile';

/**
 * Imports every form file of `formsDir` (`<formId>.json`, its assets in `<formId>/`) whose test is
 * in the catalogue; a file already imported changes nothing. A file that fails its checks stops
 * the start with every problem named: the committed forms must always be usable. Returns how many
 * new versions were stored.
 */
export async function seedTestForms(tx: Queryable, formsDir: string): Promise<number> {
  if (!fs.existsSync(formsDir)) return 0;
  const files = fs
    .readdirSync(formsDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  let imported = 0;
  for (const name of files) {
    const file = path.join(formsDir, name);
    const check = readFormFile(file);
    const problems = check.ok ? missingAssetProblems(check.file, formsDir) : check.problems;
    if (!check.ok || problems.length > 0)
      throw new Error(`The test form ${file} cannot be used:\n- ${problems.join('\n- ')}`);
    const outcome = await importForm(tx, check.file);
    if (outcome.outcome === 'created' || outcome.outcome === 'reactivated') imported += 1;
  }
  return imported;
}
