import type { AnswerValue } from '@contract/exams/answers';
import type { Skill, TestSlug } from '@contract/exams/catalogue';
import type { FormContent, FormKey, FormScoring } from '@contract/exams/form';
import type { Queryable } from '../db';

// What marking and results read of an attempt (the exam engine writes these rows): the attempt with
// its test and form version, its sections, answers and recordings; and the section scores and
// attempt states that marking and release set.

export interface AttemptRow {
  id: string;
  user_id: string;
  candidate_number: string;
  status: 'in_progress' | 'submitted' | 'awaiting_evaluation' | 'results_ready';
  started_at: Date;
  submitted_at: Date | null;
  results_released_at: Date | null;
  test_slug: TestSlug;
  test_name: string;
  form_version_id: string;
}

export interface AttemptWithForm extends AttemptRow {
  content: FormContent;
  answer_key: FormKey;
  scoring: FormScoring;
}

const ATTEMPT_COLUMNS = `a.id, a.user_id, a.candidate_number, a.status, a.started_at,
  a.submitted_at, a.results_released_at, p.slug AS test_slug, p.name AS test_name,
  a.form_version_id`;

export async function findAttempt(
  db: Queryable,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM exam_attempts a JOIN test_products p ON p.id = a.test_id
     WHERE a.id = $1`,
    [attemptId],
  );
  return rows[0];
}

/** The attempt locked for the caller's transaction (release and re-marks change it once). */
export async function lockAttempt(
  tx: Queryable,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const { rows } = await tx.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM exam_attempts a JOIN test_products p ON p.id = a.test_id
     WHERE a.id = $1 FOR UPDATE OF a`,
    [attemptId],
  );
  return rows[0];
}

/** The attempt with the form version it was taken on (content, key and scoring). */
export async function findAttemptWithForm(
  db: Queryable,
  attemptId: string,
): Promise<AttemptWithForm | undefined> {
  const { rows } = await db.query<AttemptWithForm>(
    `SELECT ${ATTEMPT_COLUMNS}, f.content, f.answer_key, f.scoring
     FROM exam_attempts a
     JOIN test_products p ON p.id = a.test_id
     JOIN test_forms f ON f.id = a.form_version_id
     WHERE a.id = $1`,
    [attemptId],
  );
  return rows[0];
}

/** The scoring part of an attempt's form (small beside its content). */
export async function findAttemptScoring(
  db: Queryable,
  attemptId: string,
): Promise<FormScoring | undefined> {
  const { rows } = await db.query<{ scoring: FormScoring }>(
    `SELECT f.scoring FROM exam_attempts a JOIN test_forms f ON f.id = a.form_version_id
     WHERE a.id = $1`,
    [attemptId],
  );
  return rows[0]?.scoring;
}

export interface SectionRow {
  section_id: string;
  position: number;
  skill: Skill;
  marking: 'objective' | 'expert';
  status: 'pending' | 'open' | 'closed';
  closed_at: Date | null;
  raw_marks: number | null;
  max_marks: number | null;
  score: number | null;
  score_status: 'provisional' | 'final' | null;
}

const SECTION_COLUMNS = `section_id, position, skill, marking, status, closed_at, raw_marks,
  max_marks, score::float8 AS score, score_status`;

export async function attemptSections(db: Queryable, attemptId: string): Promise<SectionRow[]> {
  const { rows } = await db.query<SectionRow>(
    `SELECT ${SECTION_COLUMNS} FROM exam_attempt_sections WHERE attempt_id = $1 ORDER BY position`,
    [attemptId],
  );
  return rows;
}

export async function findSection(
  db: Queryable,
  attemptId: string,
  sectionId: string,
): Promise<SectionRow | undefined> {
  const { rows } = await db.query<SectionRow>(
    `SELECT ${SECTION_COLUMNS} FROM exam_attempt_sections WHERE attempt_id = $1 AND section_id = $2`,
    [attemptId, sectionId],
  );
  return rows[0];
}

/** An expert-marked section's score from its marks: provisional while the rules ask for more. */
export async function setSectionScore(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  score: number,
  status: 'provisional' | 'final',
): Promise<void> {
  await tx.query(
    `UPDATE exam_attempt_sections SET score = $3, score_status = $4
     WHERE attempt_id = $1 AND section_id = $2`,
    [attemptId, sectionId, score, status],
  );
}

export interface AnswerRow {
  question_id: string;
  section_id: string;
  value: AnswerValue;
  marks: number | null;
}

export async function attemptAnswers(
  db: Queryable,
  attemptId: string,
  sectionId?: string,
): Promise<AnswerRow[]> {
  const { rows } = await db.query<AnswerRow>(
    `SELECT question_id, section_id, value, marks FROM exam_answers
     WHERE attempt_id = $1 AND ($2::text IS NULL OR section_id = $2)`,
    [attemptId, sectionId ?? null],
  );
  return rows;
}

export interface RecordingRow {
  id: string;
  attempt_id: string;
  question_id: string;
  status: 'recording' | 'complete';
  content_type: string;
  duration_seconds: number;
  storage_key: string | null;
}

const RECORDING_COLUMNS = `id, attempt_id, question_id, status, content_type,
  duration_seconds::float8 AS duration_seconds, storage_key`;

/** The attempt's finished spoken answers (joined into one file each). */
export async function completeRecordings(
  db: Queryable,
  attemptId: string,
): Promise<RecordingRow[]> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM exam_recordings
     WHERE attempt_id = $1 AND status = 'complete' AND storage_key IS NOT NULL`,
    [attemptId],
  );
  return rows;
}

export async function findCompleteRecording(
  db: Queryable,
  recordingId: string,
): Promise<RecordingRow | undefined> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${RECORDING_COLUMNS} FROM exam_recordings
     WHERE id = $1 AND status = 'complete' AND storage_key IS NOT NULL`,
    [recordingId],
  );
  return rows[0];
}

/** An evaluator began: a handed-in attempt is now awaiting evaluation (the Tests tab says so). */
export async function markAwaitingEvaluation(db: Queryable, attemptId: string): Promise<void> {
  await db.query(
    `UPDATE exam_attempts SET status = 'awaiting_evaluation' WHERE id = $1 AND status = 'submitted'`,
    [attemptId],
  );
}

export async function markResultsReady(tx: Queryable, attemptId: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE exam_attempts SET status = 'results_ready', results_released_at = $2 WHERE id = $1`,
    [attemptId, at],
  );
}

/** The learner's name and email, for their own results, report and mails (never an evaluator's). */
export async function attemptLearner(
  db: Queryable,
  attemptId: string,
): Promise<{ name: string; email: string } | undefined> {
  const { rows } = await db.query<{ name: string; email: string }>(
    `SELECT u.name, u.email FROM exam_attempts a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
    [attemptId],
  );
  return rows[0];
}
