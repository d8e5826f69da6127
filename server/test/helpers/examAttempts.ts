import fs from 'node:fs';
import path from 'node:path';
import type { TestFormFile } from '@contract/exams/form';
import { PROJECT_ROOT } from '../../src/config';
import type { MediaStorage } from '../../src/services/media/storage';
import type { TestContext } from './testApp';

// Handed-in attempts written straight into the tables the exam engine fills (030), so marking and
// results are tested on their own: a test product and form version, a paid order, the bought test,
// the attempt with its closed sections, objective scores, essays and recordings.

export const IELTS_FORM: TestFormFile = JSON.parse(
  fs.readFileSync(
    path.join(PROJECT_ROOT, 'server', 'exams', 'forms', 'ielts-practice-a.json'),
    'utf8',
  ),
);

/** A small mastery form: grammar (objective), an email (expert) and a spoken answer (expert). */
export const MASTERY_FORM: TestFormFile = {
  schemaVersion: 1,
  test: 'english-mastery',
  formId: 'mastery-fixture',
  form: {
    title: 'English Mastery Assessment',
    instructions: ['Answer every question.'],
    sections: [
      {
        id: 'grammar',
        skill: 'grammar',
        title: 'Grammar and vocabulary',
        durationSeconds: 600,
        instructions: ['Choose the right word.'],
        marking: 'objective',
        parts: [
          {
            id: 'g-part',
            title: 'Part 1',
            groups: [
              {
                id: 'g-group',
                instructions: ['Choose one.'],
                questions: [
                  {
                    type: 'choice',
                    id: 'g1',
                    number: 1,
                    prompt: 'She ___ to work every day.',
                    options: [
                      { id: 'A', text: 'go' },
                      { id: 'B', text: 'goes' },
                    ],
                    pick: 1,
                  },
                  {
                    type: 'choice',
                    id: 'g2',
                    number: 2,
                    prompt: 'They ___ finished.',
                    options: [
                      { id: 'A', text: 'have' },
                      { id: 'B', text: 'has' },
                    ],
                    pick: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'writing',
        skill: 'writing',
        title: 'Writing: an email',
        durationSeconds: 1200,
        instructions: ['Write an email.'],
        marking: 'expert',
        parts: [
          {
            id: 'w-part',
            title: 'Email',
            groups: [
              {
                id: 'w-group',
                instructions: ['Reply to the customer.'],
                questions: [
                  {
                    type: 'essay',
                    id: 'w-email',
                    number: 1,
                    prompt: ['Reply to a customer whose order arrived late.'],
                    minWords: 80,
                    maxWords: 150,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'speaking',
        skill: 'speaking',
        title: 'Speaking',
        durationSeconds: 600,
        instructions: ['Answer the question aloud.'],
        marking: 'expert',
        parts: [
          {
            id: 's-part',
            title: 'Talk',
            groups: [
              {
                id: 's-group',
                instructions: ['Speak for a minute.'],
                questions: [
                  {
                    type: 'speech',
                    id: 's-talk',
                    number: 1,
                    prompt: ['Describe your work.'],
                    prepareSeconds: 15,
                    speakSeconds: 60,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  key: {
    answers: { g1: { correct: ['B'] }, g2: { correct: ['A'] } },
    explanations: { g1: 'Third person singular: goes.', g2: 'They have.' },
    transcripts: {},
  },
  scoring: {
    scheme: 'mastery',
    conversion: {
      grammar: [
        { raw: 0, score: 0 },
        { raw: 1, score: 50 },
        { raw: 2, score: 100 },
      ],
    },
    units: {
      writing: [
        {
          id: 'email',
          title: 'Email',
          questionIds: ['w-email'],
          rubric: 'mastery-writing',
          weight: 1,
        },
      ],
      speaking: [
        {
          id: 'talk',
          title: 'Talk',
          questionIds: ['s-talk'],
          rubric: 'mastery-speaking',
          weight: 1,
        },
      ],
    },
  },
};

const TEST_NAMES: Record<string, string> = {
  'ielts-practice': 'IELTS Practice Test',
  'english-mastery': 'English Mastery Assessment',
};

/** The test's product row and a form version of `file` (made once per database). */
export async function formVersion(t: TestContext, file: TestFormFile): Promise<string> {
  const product = await t.db.query<{ id: string }>(
    `INSERT INTO test_products (slug, name, brief, details, duration_minutes, price, image)
     VALUES ($1, $2, 'A practice test.', '[]', 150, 499, 'test.svg')
     ON CONFLICT (slug) DO UPDATE SET slug = excluded.slug RETURNING id`,
    [file.test, TEST_NAMES[file.test] ?? file.test],
  );
  const testId = product.rows[0]!.id;
  const existing = await t.db.query<{ id: string }>(
    `SELECT id FROM test_forms WHERE test_id = $1 AND form_id = $2`,
    [testId, file.formId],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const inserted = await t.db.query<{ id: string }>(
    `INSERT INTO test_forms (test_id, form_id, version, content, answer_key, scoring, checksum, active)
     VALUES ($1, $2, (SELECT coalesce(max(version), 0) + 1 FROM test_forms WHERE test_id = $1),
       $3, $4, $5, $2, false) RETURNING id`,
    [
      testId,
      file.formId,
      JSON.stringify(file.form),
      JSON.stringify(file.key),
      JSON.stringify(file.scoring),
    ],
  );
  return inserted.rows[0]!.id;
}

export interface AttemptPlan {
  file?: TestFormFile;
  /** Objective sections' raw marks and score (band or 0-100). */
  objective?: Record<string, { raw: number; score: number }>;
  /** Essay answers by question id. */
  essays?: Record<string, string>;
  /** Spoken answers by question id: the file stored and its length. */
  recordings?: Record<string, { body: Buffer; durationSeconds: number; contentType?: string }>;
  /** Objective answers by question id, with the marks the engine gave them. */
  answers?: Record<string, { value: string | string[]; marks: number }>;
  handedInAt?: Date;
  status?: 'in_progress' | 'submitted';
  /** Sections left open (the attempt is still running). */
  openSections?: string[];
  media?: MediaStorage;
}

export interface HandedIn {
  attemptId: string;
  candidateNumber: string;
  userId: string;
}

/** A bought test and its attempt, every section closed (unless said otherwise), as planned. */
export async function handedInAttempt(
  t: TestContext,
  userId: string,
  plan: AttemptPlan = {},
): Promise<HandedIn> {
  const file = plan.file ?? IELTS_FORM;
  const formVersionId = await formVersion(t, file);
  const handedIn = plan.handedInAt ?? new Date();
  const started = new Date(handedIn.getTime() - 3 * 3600_000);
  const order = await t.db.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, paid_at)
     VALUES ($1, 'paid', 499, 499, 'test', $2) RETURNING id`,
    [userId, started],
  );
  const entitlement = await t.db.query<{ id: string; test_id: string }>(
    `INSERT INTO test_entitlements (user_id, test_id, order_id, price, expires_at)
     SELECT $1, test_id, $2, 499, $3 FROM test_forms WHERE id = $4 RETURNING id, test_id`,
    [userId, order.rows[0]!.id, new Date(handedIn.getTime() + 180 * 86400_000), formVersionId],
  );
  const status = plan.status ?? 'submitted';
  const attempt = await t.db.query<{ id: string; candidate_number: string }>(
    `INSERT INTO exam_attempts (entitlement_id, user_id, test_id, form_version_id, mode, status,
       started_at, submitted_at)
     VALUES ($1, $2, $3, $4, 'exam', $5, $6, $7) RETURNING id, candidate_number`,
    [
      entitlement.rows[0]!.id,
      userId,
      entitlement.rows[0]!.test_id,
      formVersionId,
      status,
      started,
      status === 'submitted' ? handedIn : null,
    ],
  );
  const attemptId = attempt.rows[0]!.id;
  for (const [position, section] of file.form.sections.entries()) {
    const open = plan.openSections?.includes(section.id) ?? false;
    const objective = plan.objective?.[section.id];
    await t.db.query(
      `INSERT INTO exam_attempt_sections (attempt_id, section_id, position, skill, marking, status,
         duration_seconds, started_at, deadline_at, closed_at, closed_by, raw_marks, max_marks,
         score, score_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14)`,
      [
        attemptId,
        section.id,
        position,
        section.skill,
        section.marking,
        open ? 'open' : 'closed',
        section.durationSeconds,
        started,
        open ? null : handedIn,
        open ? null : 'candidate',
        objective?.raw ?? null,
        objective ? 40 : null,
        objective?.score ?? null,
        objective ? 'provisional' : null,
      ],
    );
  }
  const sectionOfQuestion = (questionId: string) =>
    file.form.sections.find((section) =>
      section.parts.some((part) =>
        part.groups.some((group) => group.questions.some((question) => question.id === questionId)),
      ),
    )!.id;
  let seq = 1;
  for (const [questionId, text] of Object.entries(plan.essays ?? {}))
    await t.db.query(
      `INSERT INTO exam_answers (attempt_id, question_id, section_id, value, seq) VALUES ($1, $2, $3, $4, $5)`,
      [attemptId, questionId, sectionOfQuestion(questionId), JSON.stringify(text), (seq += 1)],
    );
  for (const [questionId, answer] of Object.entries(plan.answers ?? {}))
    await t.db.query(
      `INSERT INTO exam_answers (attempt_id, question_id, section_id, value, seq, marks)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        attemptId,
        questionId,
        sectionOfQuestion(questionId),
        JSON.stringify(answer.value),
        (seq += 1),
        answer.marks,
      ],
    );
  for (const [questionId, recording] of Object.entries(plan.recordings ?? {})) {
    const key = `recordings/${attemptId}/${questionId}/answer`;
    const contentType = recording.contentType ?? 'audio/webm';
    await plan.media?.put(key, recording.body, contentType);
    const row = await t.db.query<{ id: string }>(
      `INSERT INTO exam_recordings (attempt_id, question_id, status, content_type, chunks, bytes,
         duration_seconds, storage_key, finished_at)
       VALUES ($1, $2, 'complete', $3, 1, $4, $5, $6, $7) RETURNING id`,
      [
        attemptId,
        questionId,
        contentType,
        recording.body.length,
        recording.durationSeconds,
        key,
        handedIn,
      ],
    );
    await t.db.query(
      `INSERT INTO exam_answers (attempt_id, question_id, section_id, value, seq) VALUES ($1, $2, $3, $4, $5)`,
      [
        attemptId,
        questionId,
        sectionOfQuestion(questionId),
        JSON.stringify(row.rows[0]!.id),
        (seq += 1),
      ],
    );
  }
  return { attemptId, candidateNumber: attempt.rows[0]!.candidate_number, userId };
}

/** The engine's part when expert sections close: the job it schedules, then every due job run. */
export async function closeExpertSections(
  t: TestContext,
  attemptId: string,
  sectionIds: readonly string[] = ['writing', 'speaking'],
): Promise<void> {
  for (const sectionId of sectionIds)
    await t.app.jobs.schedule('exam.sectionClosed', { attemptId, sectionId });
  await t.app.jobs.runDue();
  await t.app.tasks.idle();
}

/** The marking tasks of an attempt, oldest first. */
export async function tasksOf(t: TestContext, attemptId: string) {
  const { rows } = await t.db.query<{
    id: string;
    section_id: string;
    kind: string;
    status: string;
    reason: string | null;
  }>(
    `SELECT id, section_id, kind, status, reason FROM marking_tasks WHERE attempt_id = $1
     ORDER BY created_at, kind`,
    [attemptId],
  );
  return rows;
}

export const ESSAY_TASK_1 =
  'The bar chart compares how many people used three kinds of transport in a city between 2010 and 2020. Overall, cycling grew steadily while car use fell. In 2010, cars were the most common choice, with around sixty per cent of journeys. However, by 2020 this figure had dropped to forty per cent. In contrast, the share of cycling doubled over the decade. Buses stayed fairly stable, moving only slightly from twenty to twenty two per cent. Therefore, the city saw a clear shift away from private cars towards cycling.';

export const ESSAY_TASK_2 =
  'Some people believe that universities should focus on practical skills, while others argue that academic knowledge matters more. In my view, both have an important place in higher education. On the one hand, practical skills help graduates find work quickly. For example, students who complete internships often understand what employers expect. Furthermore, employers increasingly value teamwork and communication. On the other hand, academic knowledge develops the ability to think critically and to question accepted ideas. Without this foundation, graduates may struggle to adapt when technology changes their jobs. Moreover, research at universities depends on deep theoretical understanding. In conclusion, although practical training is valuable, universities should not abandon their academic purpose, because a balance of the two prepares students best for an uncertain future.';

/** Rubric marks for every unit of a section: each criterion the same score unless given. */
export function marksFor(
  units: { unitId: string; criteria: string[] }[],
  score: number | ((unitId: string, criterionId: string) => number),
) {
  return {
    units: units.map(({ unitId, criteria }) => ({
      unitId,
      criteria: criteria.map((criterionId) => ({
        criterionId,
        score: typeof score === 'number' ? score : score(unitId, criterionId),
        comment: `Comment on ${criterionId}.`,
      })),
      annotations: [],
    })),
    comment: 'A clear response overall.',
  };
}

export const IELTS_WRITING_UNITS = [
  {
    unitId: 'task-1',
    criteria: ['task-achievement', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
  },
  {
    unitId: 'task-2',
    criteria: ['task-response', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
  },
];

export const IELTS_SPEAKING_UNITS = [
  {
    unitId: 'interview',
    criteria: ['fluency-coherence', 'lexical-resource', 'grammatical-range', 'pronunciation'],
  },
];
