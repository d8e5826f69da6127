import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ErrorResponse } from '@contract/types';
import type { TestResponse } from '@contract/examTypes';
import { FORM_INVALID } from '@contract/messages/exams';
import { checkFormFile } from '../../src/services/exams/forms/checkForm';
import { importForm } from '../../src/services/exams/forms/importForm';
import { seedTestForms } from '../../src/seed/seedTestForms';
import {
  ensureTestProducts,
  FIXTURE_FORMS_DIR,
  fixtureForm,
  grantTest,
  startAttempt,
} from '../helpers/exams';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import { createTestApp, type TestContext } from '../helpers/testApp';
import type { SignedIn } from '../helpers/users';

// Test forms: checked by one schema and its rules, stored as versions (one active), imported by
// the seed and uploaded from the console. The command line's import is in academyCli.test.ts.

let t: TestContext;
let staff: SignedIn;
let testIds: Record<string, string>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-forms-'));

beforeAll(async () => {
  t = await createTestApp();
  testIds = await ensureTestProducts(t.db);
  staff = await signInAs(t, 'staff');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.query('DELETE FROM exam_attempts');
  await t.db.query('DELETE FROM test_entitlements');
  await t.db.query('DELETE FROM test_forms');
});

const versions = async (slug = 'ielts-practice') =>
  (
    await t.db.query<{ version: number; active: boolean; form_id: string }>(
      `SELECT f.version, f.active, f.form_id FROM test_forms f
       JOIN test_products p ON p.id = f.test_id WHERE p.slug = $1 ORDER BY f.version`,
      [slug],
    )
  ).rows;

const importFile = (file = fixtureForm(), by: string | null = null) =>
  t.db.transaction((tx) => importForm(tx, file, by));

describe('checking a form file', () => {
  it('accepts the fixture form', () => {
    expect(checkFormFile(fixtureForm())).toMatchObject({ ok: true });
  });

  it('lists every schema problem at once, naming the question, without the other types’ rules', () => {
    const file = fixtureForm() as unknown as {
      form: { sections: Record<string, unknown>[] };
      key: Record<string, unknown>;
    };
    const listening = file.form.sections[0] as {
      parts: { stimulus: { kind: string }; groups: { questions: Record<string, unknown>[] }[] }[];
    };
    listening.parts[0]!.groups[0]!.questions[0]!.type = 'fill-in';
    listening.parts[0]!.groups[1]!.questions[0]!.pick = 'one';
    listening.parts[0]!.stimulus.kind = 'video';
    file.form.sections[1]!.durationSeconds = -5;
    file.form.sections[1]!.colour = 'blue';
    delete file.key.explanations;

    const check = checkFormFile(file);
    expect(check.ok).toBe(false);
    const problems = check.ok ? [] : check.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'form.sections[0].parts[0].groups[0].questions[0] (l-q1): type "fill-in" is not one of choice, judgement, match, gap, essay, speech',
        'form.sections[0].parts[0].groups[1].questions[0].pick: must be integer',
        'form.sections[0].parts[0].stimulus: kind "video" is not one of audio, passage, text, figure',
        'form.sections[1].durationSeconds: must be >= 60',
        'form.sections[1] (reading): unknown field colour',
        'key: explanations required',
      ]),
    );
    // Nothing about what a judgement or an essay would need.
    expect(problems.join('\n')).not.toMatch(/statement|minWords|anyOf/);
    expect(problems).toHaveLength(6);
  });

  it('lists the rules the schema cannot state', () => {
    const file = fixtureForm();
    file.key.answers['l-q3'] = { correct: ['Z'] };
    delete file.key.explanations['r-q2'];
    delete file.key.transcripts['audio-1'];
    const check = checkFormFile(file);
    expect(check).toEqual({
      ok: false,
      problems: [
        'question l-q3: answer Z is not one of its options',
        'recording audio-1 has no transcript',
        'question r-q2 has no explanation',
      ],
    });
  });

  it('answers a value that is not an object', () => {
    expect(checkFormFile([])).toEqual({ ok: false, problems: ['the file: must be object'] });
  });
});

describe('versions', () => {
  it('the first import is version 1 and active; the same file again is no new version', async () => {
    expect(await importFile()).toMatchObject({ outcome: 'created', version: 1 });
    // Reformatted, with its keys in another order: the same form.
    const reordered = JSON.parse(JSON.stringify(fixtureForm(), null, 4)) as ReturnType<
      typeof fixtureForm
    >;
    const { form, ...rest } = reordered;
    expect(await importFile({ form, ...rest })).toMatchObject({ outcome: 'unchanged', version: 1 });
    expect(await versions()).toEqual([{ version: 1, active: true, form_id: 'fixture-ielts' }]);
  });

  it('a changed file is the next version and the active one; an older file again is active again', async () => {
    await importFile();
    const changed = fixtureForm();
    changed.form.title = 'Fixture practice test, revised';
    expect(await importFile(changed)).toMatchObject({ outcome: 'created', version: 2 });
    expect(await versions()).toEqual([
      { version: 1, active: false, form_id: 'fixture-ielts' },
      { version: 2, active: true, form_id: 'fixture-ielts' },
    ]);
    expect(await importFile()).toMatchObject({ outcome: 'reactivated', version: 1 });
    expect((await versions()).map((row) => row.active)).toEqual([true, false]);
  });

  it('an attempt already started keeps the version it began with', async () => {
    const first = await importFile();
    const learner = await signInAs(t, 'learner');
    const entitlementId = await grantTest(t, learner.user.id);
    const { attempt } = await startAttempt(t, learner, entitlementId);
    const changed = fixtureForm();
    changed.form.sections[0]!.title = 'Listening (new)';
    await importFile(changed);
    const kept = await t.db.query<{ form_version_id: string }>(
      'SELECT form_version_id FROM exam_attempts WHERE id = $1',
      [attempt.id],
    );
    expect(kept.rows[0]!.form_version_id).toBe(
      first.outcome === 'created' ? first.formVersionId : undefined,
    );
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attempt.id}`,
      headers: learner.auth,
    });
    expect(reopened.json().attempt.sections[0].title).toBe('Listening');
  });

  it('a form for a test that is not in the catalogue is not imported', async () => {
    await t.db.query(
      "UPDATE test_products SET slug = 'ielts-practice-gone' WHERE slug = 'ielts-practice'",
    );
    try {
      expect(await importFile()).toEqual({ outcome: 'no-test', slug: 'ielts-practice' });
    } finally {
      await t.db.query(
        "UPDATE test_products SET slug = 'ielts-practice' WHERE slug = 'ielts-practice-gone'",
      );
    }
  });
});

describe('the seed', () => {
  it('imports every form file of the folder once', async () => {
    expect(await t.db.transaction((tx) => seedTestForms(tx, FIXTURE_FORMS_DIR))).toBe(1);
    expect(await t.db.transaction((tx) => seedTestForms(tx, FIXTURE_FORMS_DIR))).toBe(0);
    expect(await versions()).toHaveLength(1);
    expect(await t.db.transaction((tx) => seedTestForms(tx, path.join(tmp, 'none')))).toBe(0);
  });

  it('stops with every problem of a file that cannot be used, its missing files included', async () => {
    const dir = path.join(tmp, 'bad');
    fs.mkdirSync(dir, { recursive: true });
    const file = fixtureForm();
    delete file.key.explanations['l-q1'];
    fs.writeFileSync(path.join(dir, 'fixture-ielts.json'), JSON.stringify(file));
    await expect(t.db.transaction((tx) => seedTestForms(tx, dir))).rejects.toThrow(
      `The test form ${path.join(dir, 'fixture-ielts.json')} cannot be used:\n- question l-q1 has no explanation`,
    );
    fs.writeFileSync(path.join(dir, 'fixture-ielts.json'), JSON.stringify(fixtureForm()));
    await expect(t.db.transaction((tx) => seedTestForms(tx, dir))).rejects.toThrow(
      `- the file examiner-1.ogg is not in ${path.join(dir, 'fixture-ielts')}`,
    );
    expect(await versions()).toEqual([]);
  });
});

describe('POST /api/admin/tests/:testId/forms', () => {
  const upload = (who: SignedIn, body: unknown, testId = testIds['ielts-practice']) =>
    adminCall(t, who).post(`/tests/${testId}/forms`, body as object);

  it('stores the file as the active version, answers the test with its versions, and audits it', async () => {
    const response = await upload(staff, fixtureForm());
    expect(response.statusCode).toBe(201);
    const body = response.json<TestResponse>();
    expect(body.message).toBe(
      'fixture-ielts is now version 1 of IELTS Practice Test; new attempts use it, started ones keep theirs.',
    );
    expect(body.test).toMatchObject({
      slug: 'ielts-practice',
      name: 'IELTS Practice Test',
      onSale: false,
      sold: 0,
      forms: [
        {
          formId: 'fixture-ielts',
          version: 1,
          active: true,
          attempts: 0,
          uploadedBy: staff.user.email,
          // 6 listening numbers (a "choose TWO" counts twice), 5 reading, 2 writing, 2 speaking.
          questionCount: 15,
        },
      ],
    });
    const [entry] = await auditOf(t, 'test', testIds['ielts-practice']!);
    expect(entry).toMatchObject({
      action: 'test.form.upload',
      actor_email: staff.user.email,
      after: { formId: 'fixture-ielts', version: 1, outcome: 'created' },
    });

    const again = await upload(staff, fixtureForm());
    expect(again.statusCode).toBe(201);
    expect(again.json<TestResponse>().message).toMatch(/^fixture-ielts is unchanged/);
    expect(await versions()).toHaveLength(1);
  });

  it('answers every problem of a form that cannot be used at once, and stores nothing', async () => {
    const file = fixtureForm() as unknown as {
      form: { title: unknown };
      key: { answers: unknown };
    };
    file.form.title = '';
    file.key.answers = 'none';
    const response = await upload(staff, file);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>()).toEqual({
      message: FORM_INVALID,
      code: 'FORM_INVALID',
      problems: [
        'form.title: must not have fewer than 1 characters',
        'key.answers: must be object',
      ],
    });

    const rules = fixtureForm();
    rules.key.answers['r-q1'] = { correct: ['MAYBE'] };
    const ruled = await upload(staff, rules);
    expect(ruled.statusCode).toBe(400);
    expect(ruled.json<ErrorResponse>().problems).toEqual([
      'question r-q1: MAYBE is not on the true-false-not-given scale',
    ]);
    expect(await versions()).toEqual([]);
  });

  it('refuses a form for another test, an unknown test, a body too large and a learner', async () => {
    const forOther = await upload(staff, fixtureForm(), testIds['english-mastery']);
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json<ErrorResponse>().problems).toEqual([
      'This form is for the test ielts-practice, not for this one.',
    ]);

    const unknown = await upload(staff, fixtureForm(), '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().message).toBe('We could not find this test.');

    expect((await upload(staff, fixtureForm(), 'not-a-uuid')).statusCode).toBe(400);

    const huge = fixtureForm();
    huge.form.instructions = Array.from({ length: 60 }, () => 'x'.repeat(4000));
    huge.key.explanations = Object.fromEntries(
      Array.from({ length: 5000 }, (_, n) => [`q${n}`, 'y'.repeat(1000)]),
    );
    const tooLarge = await upload(staff, huge);
    expect(tooLarge.statusCode).toBe(413);

    const learner = await signInAs(t, 'learner');
    expect((await upload(learner, fixtureForm())).statusCode).toBe(403);
    expect(await versions()).toEqual([]);
  });
});
