import type { LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { TestFormFile } from '@contract/exams/form';
import type {
  AttemptResponse,
  AudioPlay,
  SaveAnswersResponse,
  SubmitSectionResponse,
} from '@contract/examTypes';
import type { ErrorResponse } from '@contract/types';
import * as m from '@contract/messages/exams';
import { PROJECT_ROOT } from '../../src/config';
import { seedTestForms } from '../../src/seed/seedTestForms';
import { createMemoryMediaStorage } from '../../src/services/media/storage';
import { normaliseTyped } from '@contract/exams/typedAnswers';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { keyLeaks, keyNeedles } from '../helpers/keyLeaks';
import { ensureTestProducts, examCall, grantTest, moveClock, TAB } from '../helpers/exams';
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// A learner's whole path through the API on each committed form, as the seed imports it: start the
// attempt a purchase gives, read each section without its key, hear the listening, save answers
// (newer seq wins, an older one changes nothing), record spoken answers, a section closed by its
// time and the others handed in, the attempt submitted and the objective sections marked.

const FORMS_DIR = path.join(PROJECT_ROOT, 'server', 'exams', 'forms');
const FORMS = fs
  .readdirSync(FORMS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(FORMS_DIR, name), 'utf8')) as TestFormFile);

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(
    { exams: { formsDir: FORMS_DIR } },
    { media: createMemoryMediaStorage() },
  );
  // The tests' records (the catalogue's seed), then the forms as the seed imports them.
  await ensureTestProducts(t.db);
  await t.db.transaction((tx) => seedTestForms(tx, FORMS_DIR));
  // Three whole forms checked and imported, on a machine that may be busy.
}, 120_000);
afterAll(() => t.close());

type Section = TestFormFile['form']['sections'][number];
type Question = Section['parts'][number]['groups'][number]['questions'][number];

const questionsOf = (section: Section): Question[] =>
  section.parts.flatMap((part) => part.groups.flatMap((group) => group.questions));

const audioIdsOf = (section: Section): string[] =>
  section.parts.flatMap((part) => (part.stimulus?.kind === 'audio' ? [part.stimulus.audioId] : []));

/** The right answer to an objectively marked question, as the room sends it; undefined otherwise. */
function rightAnswer(form: TestFormFile, question: Question): string | string[] | undefined {
  const key = form.key.answers[question.id];
  if (!key) return undefined;
  if ('accepted' in key) return key.accepted[0];
  return question.type === 'choice' ? key.correct : key.correct[0];
}

/** A wrong but well-formed answer: another option, or other words. */
function wrongAnswer(question: Question): string | string[] | null {
  switch (question.type) {
    case 'gap':
    case 'essay':
      return 'something else';
    default:
      return null;
  }
}

async function runJobsNow(attemptId: string) {
  await t.db.query(
    "UPDATE jobs SET run_at = now() WHERE payload->>'attemptId' = $1 AND status = 'pending'",
    [attemptId],
  );
  await t.app.jobs.runDue();
}

const sectionRows = async (attemptId: string) =>
  (
    await t.db.query<{
      section_id: string;
      status: string;
      closed_by: string | null;
      raw_marks: number | null;
      max_marks: number | null;
      score_status: string | null;
    }>(
      `SELECT section_id, status, closed_by, raw_marks, max_marks, score_status
       FROM exam_attempt_sections WHERE attempt_id = $1 ORDER BY position`,
      [attemptId],
    )
  ).rows;

describe.each(FORMS.map((form) => [form.formId, form] as const))(
  'the learner’s path on %s',
  (_formId, form) => {
    let learner: SignedIn;
    beforeAll(async () => {
      learner = await signInAs(t, 'learner');
    });

    it('starts, answers every section, closes one by time and hands in the rest', async () => {
      // Some fifty calls and a section marked, per form.
      // Every answer the learner is sent, searched for the key at the end.
      const bodies: string[] = [];
      const keep = async (response: Promise<LightMyRequestResponse>) => {
        const answered = await response;
        bodies.push(answered.body);
        return answered;
      };
      const raw = examCall(t, learner);
      const api = {
        get: (url: string) => keep(raw.get(url)),
        post: (url: string, payload?: object) => keep(raw.post(url, payload)),
        put: (url: string, payload?: object) => keep(raw.put(url, payload)),
      };
      const entitlement = await grantTest(t, learner.user.id, form.test);
      expect((await api.get(`/entitlements/${entitlement}/briefing`)).statusCode).toBe(200);

      const started = await api.post(`/entitlements/${entitlement}/start`, {
        mode: 'exam',
        tabId: TAB,
      });
      expect(started.statusCode).toBe(200);
      const attemptId = started.json<AttemptResponse>().attempt.id;
      // Starting again gives the same attempt.
      const again = await api.post(`/entitlements/${entitlement}/start`, {
        mode: 'exam',
        tabId: TAB,
      });
      expect(again.json<AttemptResponse>().attempt.id).toBe(attemptId);

      const sections = form.form.sections;
      for (const [index, section] of sections.entries()) {
        if (index > 0) {
          const next = await api.post(`/attempts/${attemptId}/sections/${section.id}/start`, {
            tabId: TAB,
          });
          expect(next.statusCode).toBe(200);
        }
        const view = (await api.get(`/attempts/${attemptId}`)).json<AttemptResponse>();
        expect(view.open?.section.id).toBe(section.id);
        // The section as the room gets it: its questions, none of the key.
        const sent = JSON.stringify(view.open);
        for (const field of ['"correct"', '"accepted"', '"explanations"', '"transcripts"'])
          expect(sent).not.toContain(field);
        expect(
          view.open!.section.parts.flatMap((p) => p.groups.flatMap((g) => g.questions)),
        ).toHaveLength(questionsOf(section).length);

        // Its recordings play, from their signed addresses.
        for (const audioId of audioIdsOf(section)) {
          const play = await api.post(`/attempts/${attemptId}/audio/${audioId}/play`, {
            tabId: TAB,
          });
          expect(play.statusCode).toBe(200);
          const file = await t.app.inject({ method: 'GET', url: play.json<AudioPlay>().src });
          expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'audio/ogg']);
          expect(file.rawPayload.length).toBeGreaterThan(1000);
        }

        // Every answer: wrong at first, then right (newer seq), then an older save sent late.
        const typed = questionsOf(section).filter((q) => q.type !== 'speech');
        const withSeq = (seq: number, value: (q: Question) => unknown) =>
          typed.map((q) => ({ questionId: q.id, value: value(q), flagged: false, seq }));
        for (let from = 0; from < typed.length; from += 60) {
          const put = (seq: number, value: (q: Question) => unknown) =>
            api.put(`/attempts/${attemptId}/answers`, {
              tabId: TAB,
              sectionId: section.id,
              answers: withSeq(seq, value).slice(from, from + 60),
            });
          expect((await put(1, wrongAnswer)).statusCode).toBe(200);
          const right = await put(3, (q) => rightAnswer(form, q) ?? 'My answer to this task.');
          expect(right.statusCode).toBe(200);
          const late = await put(2, wrongAnswer);
          expect(late.statusCode).toBe(200);
          expect(late.json<SaveAnswersResponse>().saved.every((s) => s.seq === 3)).toBe(true);
        }

        // Spoken answers, in two chunks each.
        for (const question of questionsOf(section).filter((q) => q.type === 'speech')) {
          for (const chunk of [0, 1]) {
            const upload = await keep(
              t.app.inject({
                method: 'PUT',
                url: `/api/exam/attempts/${attemptId}/recordings/${question.id}/chunks/${chunk}?tabId=${TAB}`,
                headers: { ...learner.auth, 'content-type': 'audio/webm' },
                payload: Buffer.alloc(2048, chunk + 1),
              }),
            );
            expect(upload.statusCode).toBe(200);
          }
          const finish = await api.post(`/attempts/${attemptId}/recordings/${question.id}/finish`, {
            tabId: TAB,
            chunks: 2,
            durationSeconds: 20,
          });
          expect(finish.statusCode).toBe(200);
        }

        if (index === 0) {
          // The first section ends by its time: the server closes it, a later save is refused.
          await moveClock(t.db, attemptId, section.durationSeconds + 30);
          await runJobsNow(attemptId);
          const late = await api.put(`/attempts/${attemptId}/answers`, {
            tabId: TAB,
            sectionId: section.id,
            answers: withSeq(9, wrongAnswer).slice(0, 1),
          });
          expect([late.statusCode, late.json<ErrorResponse>().message]).toEqual([
            409,
            m.SECTION_TIME_UP,
          ]);
        } else {
          const submit = await api.post(`/attempts/${attemptId}/sections/${section.id}/submit`, {
            tabId: TAB,
          });
          expect(submit.statusCode).toBe(200);
          const { score } = submit.json<SubmitSectionResponse>();
          if (section.marking === 'objective')
            expect(score).toMatchObject({ sectionId: section.id });
        }
      }

      const final = (await api.get(`/attempts/${attemptId}`)).json<AttemptResponse>();
      expect(final.attempt.status).toBe('submitted');
      expect(final.open).toBeNull();

      // Nothing of the key was sent, before results, but the learner's own right answers echoed.
      await api.get('/my-tests');
      await api.get(`/entitlements/${entitlement}/briefing`);
      for (const audioId of sections.flatMap(audioIdsOf)) {
        const refused = await api.get(`/attempts/${attemptId}/audio/${audioId}/transcript`);
        expect(refused.statusCode).toBe(403);
      }
      const typedByLearner = sections
        .flatMap(questionsOf)
        .map((q) => rightAnswer(form, q))
        .filter((value): value is string => typeof value === 'string')
        .map(normaliseTyped);
      const needles = keyNeedles(form).filter(
        (needle) => !typedByLearner.some((typed) => typed.includes(needle)),
      );
      expect(needles.length).toBeGreaterThan(20);
      expect(bodies.flatMap((body) => keyLeaks(form, body, needles))).toEqual([]);

      // Objective sections marked in full (every answer right), expert ones sent to marking.
      const rows = await sectionRows(attemptId);
      expect(rows.map((row) => row.closed_by)).toEqual(
        sections.map((_, index) => (index === 0 ? 'time' : 'candidate')),
      );
      for (const section of sections) {
        const row = rows.find((r) => r.section_id === section.id)!;
        if (section.marking === 'objective') {
          expect(row).toMatchObject({ status: 'closed', score_status: 'final' });
          expect(row.raw_marks).toBe(row.max_marks);
          expect(row.max_marks).toBeGreaterThan(0);
        }
      }
      const expert = sections.filter((s) => s.marking !== 'objective').map((s) => s.id);
      const marking = await t.db.query<{ section: string }>(
        `SELECT payload->>'sectionId' AS section FROM jobs
         WHERE kind = 'exam.sectionClosed' AND payload->>'attemptId' = $1 ORDER BY seq`,
        [attemptId],
      );
      expect(marking.rows.map((row) => row.section)).toEqual(expert);
    }, 60_000);
  },
);
