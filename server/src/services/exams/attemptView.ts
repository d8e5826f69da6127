import type { AnswerValue } from '@contract/exams/answers';
import type {
  AttemptResponse,
  AttemptSection,
  AudioPlay,
  OpenSection,
  Recording,
} from '@contract/examTypes';
import type { Queryable } from '../../db';
import { listAnswers, listHighlights, type AnswerRow } from '../../repositories/examAnswers';
import { listSections, type AttemptRow, type SectionRow } from '../../repositories/examAttempts';
import {
  listAudioPlays,
  listRecordings,
  type AudioPlayRow,
  type RecordingRow,
} from '../../repositories/examMedia';
import type { ExamEngine } from './engine';
import { questionNumbers, sectionQuestionCount, type FormIndex } from './forms/formIndex';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Whether a saved value is an answer (not cleared, not empty). */
export const isAnswered = (value: AnswerValue | undefined): boolean =>
  value !== null &&
  value !== undefined &&
  (Array.isArray(value) ? value.length > 0 : value.trim() !== '');

/** The numbers of a section answered: each pick of a "choose TWO" question counts. */
function answeredNumbers(form: FormIndex, answers: readonly AnswerRow[], sectionId: string) {
  let count = 0;
  for (const answer of answers) {
    const indexed = form.questions.get(answer.questionId);
    if (indexed?.section.id !== sectionId || !isAnswered(answer.value)) continue;
    count += Array.isArray(answer.value)
      ? Math.min(answer.value.length, questionNumbers(indexed.question))
      : 1;
  }
  return count;
}

/** How long a listening address lasts: what is left of the recording, and ten minutes more. */
const AUDIO_LINK_SLACK_SECONDS = 600;

/** A listening recording as played for this attempt, with its signed address. */
export function audioPlayView(
  engine: ExamEngine,
  attempt: Pick<AttemptRow, 'id' | 'mode'>,
  play: AudioPlayRow,
  durationSeconds: number,
): AudioPlay {
  const exam = attempt.mode === 'exam';
  const since = exam ? play.sinceFirst : play.sinceLast;
  const offsetSeconds = Math.min(Math.max(0, since), durationSeconds);
  const expires =
    Math.floor(engine.clock.now() / 1000) +
    Math.ceil(durationSeconds - offsetSeconds) +
    AUDIO_LINK_SLACK_SECONDS;
  const sig = engine.examAudioUrls.sign([attempt.id, play.audioId], expires);
  return {
    audioId: play.audioId,
    src: `/api/exam/attempts/${attempt.id}/audio/${play.audioId}/file?exp=${expires}&sig=${sig}`,
    startedAt: new Date(exam ? play.firstStartedAt : play.lastStartedAt).toISOString(),
    offsetSeconds: Math.round(offsetSeconds * 1000) / 1000,
    durationSeconds,
    finished: exam && since >= durationSeconds,
  };
}

export const recordingView = (row: RecordingRow): Recording => ({
  questionId: row.questionId,
  status: row.status,
  chunks: row.chunks,
  durationSeconds: Number(row.durationSeconds),
});

function sectionView(
  form: FormIndex,
  row: SectionRow,
  answers: readonly AnswerRow[],
): AttemptSection {
  const content = form.sections.get(row.sectionId)!;
  return {
    id: row.sectionId,
    title: content.title,
    skill: content.skill,
    status: row.status,
    durationSeconds: row.durationSeconds,
    startedAt: iso(row.startedAt),
    deadlineAt: iso(row.deadlineAt),
    closedAt: iso(row.closedAt),
    closedBy: row.closedBy,
    questionCount: sectionQuestionCount(content),
    answeredCount: answeredNumbers(form, answers, row.sectionId),
  };
}

async function openSectionView(
  on: Queryable,
  engine: ExamEngine,
  attempt: AttemptRow,
  form: FormIndex,
  sectionId: string,
  answers: readonly AnswerRow[],
): Promise<OpenSection> {
  const section = form.sections.get(sectionId)!;
  const partIds = section.parts.map((part) => part.id);
  const audio = [...form.audio.values()].filter((entry) => entry.section.id === sectionId);
  const audioIds = new Map(audio.map((entry) => [entry.audio.audioId, entry.audio]));
  const questionIds = new Set(
    [...form.questions.values()]
      .filter((entry) => entry.section.id === sectionId)
      .map((entry) => entry.question.id),
  );
  const highlights = await listHighlights(on, attempt.id, partIds);
  const plays = await listAudioPlays(on, attempt.id);
  const recordings = await listRecordings(on, attempt.id);
  return {
    section,
    answers: answers
      .filter((answer) => answer.sectionId === sectionId)
      .map(({ questionId, value, flagged, seq }) => ({ questionId, value, flagged, seq })),
    highlights,
    audio: plays
      .filter((play) => audioIds.has(play.audioId))
      .map((play) =>
        audioPlayView(engine, attempt, play, audioIds.get(play.audioId)!.durationSeconds),
      ),
    recordings: recordings.filter((row) => questionIds.has(row.questionId)).map(recordingView),
  };
}

/**
 * An attempt as the exam room shows it: the test's clock (the server's time, every section's
 * deadline, when the next section starts by itself), where the candidate was, and the running
 * section's content with everything saved in it. Read on `on` (a transaction in hand, if any).
 */
export async function attemptView(
  engine: ExamEngine,
  attempt: AttemptRow,
  form: FormIndex,
  on: Queryable = engine.db,
): Promise<AttemptResponse> {
  const { saveGraceSeconds, breakSeconds } = engine.config.exams;
  // Sequential: on the embedded database a transaction's handle runs one statement at a time.
  const sections = await listSections(on, attempt.id, saveGraceSeconds);
  const answers = await listAnswers(on, attempt.id);
  const open = sections.find((section) => section.status === 'open');
  const pending = sections.find((section) => section.status === 'pending');
  const lastClosed = Math.max(
    0,
    ...sections.map((section) => (section.closedAt ? new Date(section.closedAt).getTime() : 0)),
  );
  const nextSectionStartsAt =
    attempt.status === 'in_progress' && !open && pending && lastClosed > 0
      ? new Date(lastClosed + breakSeconds * 1000).toISOString()
      : null;
  const firstQuestion = (sectionId: string) =>
    form.sections.get(sectionId)?.parts[0]?.groups[0]?.questions[0]?.id ?? null;
  const position =
    attempt.position ??
    (open ? { sectionId: open.sectionId, questionId: firstQuestion(open.sectionId) } : null);
  return {
    attempt: {
      id: attempt.id,
      entitlementId: attempt.entitlementId,
      testSlug: attempt.testSlug as AttemptResponse['attempt']['testSlug'],
      testName: attempt.testName,
      mode: attempt.mode,
      candidateNumber: attempt.candidateNumber,
      status: attempt.status,
      serverNow: new Date(attempt.now).toISOString(),
      extraTimePercent: attempt.extraTimePercent,
      pausedAt: iso(attempt.pausedAt),
      sections: sections.map((row) => sectionView(form, row, answers)),
      position,
      nextSectionStartsAt,
    },
    open: open ? await openSectionView(on, engine, attempt, form, open.sectionId, answers) : null,
  };
}
