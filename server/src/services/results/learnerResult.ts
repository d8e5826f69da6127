import type { ExamResult, RemarkRequestView, SkillResult } from '@contract/examTypes';
import type { Skill } from '@contract/exams/catalogue';
import { RESULT_NOT_FOUND } from '@contract/messages/results';
import { notFound } from '../../lib/httpError';
import { findResult, type ResultRow } from '../../repositories/examResults';
import { signalsOfAttempt } from '../../repositories/examSignals';
import {
  attemptAnswers,
  attemptSections,
  completeRecordings,
  findAttemptWithForm,
  type AttemptWithForm,
  type SectionRow,
} from '../../repositories/markedAttempts';
import { marksOfAttempt, type MarkRow } from '../../repositories/marks';
import { remarksOfAttempt, type RemarkRow } from '../../repositories/remarkRequests';
import { nowOf, type MarkingApp } from '../marking/markingApp';
import { sectionOf, unitResponses } from '../marking/responses';
import { skillSignalsOf } from '../marking/skillSignals';
import { decidingMark, unitFeedback } from './expertFeedback';
import { reportPdfPath, reportVerifyUrl } from './links';
import { questionReviews } from './questionReviews';
import { recommendationsFor } from './recommendations';
import { cefrOf } from './resultSkills';

// A learner's results: provisional while marking (the objectively marked skills' scores and the
// automatic signals, labelled as such; expert skills stay blank until released), complete once
// released (every question reviewed, every criterion with its comments, courses for the weakest
// skill, the score report, re-marks).

const DAY_MS = 24 * 3600_000;

/** The attempt of this learner, with its form; another learner's or an unknown one is a 404. */
export async function ownAttempt(
  app: Pick<MarkingApp, 'db'>,
  userId: string,
  attemptId: string,
): Promise<AttemptWithForm> {
  const attempt = await findAttemptWithForm(app.db, attemptId);
  if (!attempt || attempt.user_id !== userId) throw notFound(RESULT_NOT_FOUND);
  return attempt;
}

function remarkView(request: RemarkRow, sections: readonly SectionRow[]): RemarkRequestView {
  const skillOf = (sectionId: string): Skill =>
    sections.find((section) => section.section_id === sectionId)?.skill ?? 'writing';
  return {
    id: request.id,
    skills: request.section_ids.map(skillOf),
    reason: request.reason,
    status: request.status,
    requestedAt: request.requested_at.toISOString(),
    decidedAt: request.decided_at?.toISOString() ?? null,
    outcome: (request.outcome ?? []).map((item) => ({
      skill: skillOf(item.sectionId),
      before: item.before,
      after: item.after,
    })),
  };
}

interface Released {
  result: ResultRow;
  marks: MarkRow[];
  recordingSrc: Parameters<typeof unitResponses>[4];
  answers: Awaited<ReturnType<typeof attemptAnswers>>;
  recordings: Awaited<ReturnType<typeof completeRecordings>>;
}

function skillResult(
  attempt: AttemptWithForm,
  section: SectionRow,
  released: Released | undefined,
): SkillResult {
  const scheme = attempt.scoring.scheme;
  const formSection = sectionOf(attempt.content, section.section_id);
  const objective = section.marking === 'objective';
  const score = released
    ? (released.result.skills.find((skill) => skill.sectionId === section.section_id)?.score ??
      section.score)
    : objective
      ? section.score
      : null;
  const base: SkillResult = {
    sectionId: section.section_id,
    skill: section.skill,
    title: formSection?.title ?? section.section_id,
    score,
    cefr: score === null ? null : cefrOf(scheme, score),
    raw: objective ? section.raw_marks : null,
    maxRaw: objective ? section.max_marks : null,
    marking: section.marking,
    questions: [],
    units: [],
  };
  if (!released || !formSection) return base;
  if (objective)
    return {
      ...base,
      questions: questionReviews(formSection, attempt.answer_key, released.answers),
    };
  const mark = decidingMark(
    released.marks.filter((entry) => entry.section_id === section.section_id),
  );
  if (!mark) return base;
  const units = unitResponses(
    attempt,
    section.section_id,
    released.answers.filter((answer) => answer.section_id === section.section_id),
    released.recordings,
    released.recordingSrc,
  );
  return { ...base, comment: mark.comment, units: unitFeedback(scheme, units, mark) };
}

export async function learnerResult(
  app: MarkingApp,
  userId: string,
  attemptId: string,
): Promise<ExamResult> {
  const attempt = await ownAttempt(app, userId, attemptId);
  const [sections, result, signals, remarks] = await Promise.all([
    attemptSections(app.db, attemptId),
    findResult(app.db, attemptId),
    signalsOfAttempt(app.db, attemptId),
    remarksOfAttempt(app.db, attemptId),
  ]);
  const scheme = attempt.scoring.scheme;
  let released: Released | undefined;
  if (result) {
    const nowSeconds = Math.floor(nowOf(app).getTime() / 1000);
    const [marks, answers, recordings] = await Promise.all([
      marksOfAttempt(app.db, attemptId),
      attemptAnswers(app.db, attemptId),
      completeRecordings(app.db, attemptId),
    ]);
    released = {
      result,
      marks,
      answers,
      recordings,
      recordingSrc: (recording) => app.marking.recordings.address(recording.id, userId, nowSeconds),
    };
  }
  const hasExpert = sections.some((section) => section.marking === 'expert');
  const skillOf = (sectionId: string) =>
    sections.find((section) => section.section_id === sectionId)?.skill;
  return {
    attemptId,
    testSlug: attempt.test_slug,
    testName: attempt.test_name,
    scheme,
    candidateNumber: attempt.candidate_number,
    takenAt: attempt.started_at.toISOString(),
    status: result ? 'final' : 'provisional',
    overall: result?.overall ?? null,
    cefr: result?.cefr ?? null,
    skills: sections.map((section) => skillResult(attempt, section, released)),
    signals: signals.flatMap((row) => {
      const skill = skillOf(row.section_id);
      return skill ? [skillSignalsOf(row, skill)] : [];
    }),
    recommendations: result ? await recommendationsFor(app.db, userId, scheme, result.skills) : [],
    report: result
      ? {
          reportId: result.report_id,
          verifyUrl: reportVerifyUrl(app.config.siteUrl, result.report_id),
          pdfUrl: reportPdfPath(attemptId),
        }
      : null,
    remarkUntil:
      result && hasExpert
        ? new Date(
            result.released_at.getTime() + app.config.marking.remarkWindowDays * DAY_MS,
          ).toISOString()
        : null,
    remarks: remarks.map((request) => remarkView(request, sections)),
  };
}
