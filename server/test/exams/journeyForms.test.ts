import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config';
import { missingAssetProblems } from '../../src/services/exams/forms/formAssets';
import { readFormFile } from '../../src/services/exams/forms/readFormFile';

// The browser journeys' own forms (e2e/fixtures/forms/, the exam-clock journey's EXAM_FORMS_DIR)
// are imported by that journey's server at its start, which refuses a form that fails a check. A
// change to the form rules that breaks one is found here, in seconds, not minutes into the journeys.

const JOURNEY_FORMS_DIR = path.join(PROJECT_ROOT, 'e2e', 'fixtures', 'forms');
const files = fs.readdirSync(JOURNEY_FORMS_DIR).filter((name) => name.endsWith('.json'));

describe("the browser journeys' forms", () => {
  it('are there', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes the checks every imported form passes', (name) => {
    const check = readFormFile(path.join(JOURNEY_FORMS_DIR, name));
    expect(check.ok ? [] : check.problems).toEqual([]);
    if (check.ok) expect(missingAssetProblems(check.file, JOURNEY_FORMS_DIR)).toEqual([]);
  });

  it('keep one section of a minute, the shortest a form allows, for the clock to run out in', () => {
    const check = readFormFile(path.join(JOURNEY_FORMS_DIR, 'short-timed-a.json'));
    if (!check.ok) throw new Error(check.problems.join('\n'));
    expect(check.file.form.sections.map((section) => section.durationSeconds)).toContain(60);
  });
});
