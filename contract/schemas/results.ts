import { Type } from 'typebox';
import { AnswerValue } from '../exams/answers';
import { SCORING_SCHEMES, SKILLS, TEST_SLUGS } from '../exams/catalogue';
import { errors, Uuid } from './common';

// A learner's results, the score report and its public verification, and re-mark requests.

const tags = ['results'];

/** An annotation an evaluator anchored to the response: a passage of an essay or a moment of a recording. */
export const Annotation = Type.Object(
  {
    questionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    /** Essay: character offsets of the selected passage, and its text as selected. */
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 20_000 })),
    end: Type.Optional(Type.Integer({ minimum: 0, maximum: 20_000 })),
    quote: Type.Optional(Type.String({ maxLength: 2000 })),
    /** Recording: the moment, in seconds from its start. */
    atSeconds: Type.Optional(Type.Number({ minimum: 0, maximum: 3600 })),
    text: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

/** One criterion of a rubric as marked. */
export const CriterionMark = Type.Object(
  {
    criterionId: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
    /**
     * IELTS 0-9, mastery 0-5, in half steps: the scale depends on the test, so the server checks it
     * (`isValidCriterionMark`) and answers 400 with the scale's own message; the schema's bounds
     * lie wide of every scale for that reason.
     */
    score: Type.Number({ minimum: -1000, maximum: 1000 }),
    comment: Type.String({ maxLength: 4000, default: '' }),
  },
  { additionalProperties: false },
);

/** Feedback computed by the machine, always shown as provisional and never the final band. */
export const AutomaticSignal = Type.Object({
  id: Type.String(),
  label: Type.String(),
  value: Type.String(),
  /** What the figure suggests, in a sentence. */
  note: Type.String(),
});

export const SkillSignals = Type.Object({
  sectionId: Type.String(),
  skill: Type.Enum(SKILLS),
  /** A rough band or score the signals point to; never the result. */
  estimate: Type.Union([Type.Number(), Type.Null()]),
  signals: Type.Array(AutomaticSignal),
  /** Spoken answers: the offline recogniser's rough transcript, with word times. */
  transcript: Type.Optional(
    Type.Array(
      Type.Object({
        word: Type.String(),
        start: Type.Number(),
        end: Type.Number(),
        /** The spoken answer the word is in (times are from that recording's start). */
        questionId: Type.Optional(Type.String()),
      }),
    ),
  ),
  computedAt: Type.String({ format: 'date-time' }),
});

export const QuestionReview = Type.Object({
  questionId: Type.String(),
  number: Type.Integer(),
  /** The form part the question is in ("Part 1", "Reading Passage 2"): the results group by it. */
  part: Type.Optional(Type.String()),
  prompt: Type.String(),
  yourAnswer: AnswerValue,
  /** The right answer as shown to the learner (typed answers: the first accepted variant). */
  rightAnswer: Type.String(),
  correct: Type.Boolean(),
  marks: Type.Integer(),
  maxMarks: Type.Integer(),
  explanation: Type.String(),
});

export const SkillResult = Type.Object({
  sectionId: Type.String(),
  skill: Type.Enum(SKILLS),
  title: Type.String(),
  /** Null until marked. */
  score: Type.Union([Type.Number(), Type.Null()]),
  cefr: Type.Union([Type.String(), Type.Null()]),
  /** Objective sections: raw marks. */
  raw: Type.Union([Type.Integer(), Type.Null()]),
  maxRaw: Type.Union([Type.Integer(), Type.Null()]),
  marking: Type.Enum(['objective', 'expert']),
  /** Released results: the questions with answers and explanations (objective sections). */
  questions: Type.Array(QuestionReview),
  /** Released results, expert sections: the evaluator's comment on the whole response. */
  comment: Type.Optional(Type.String()),
  /** Released results: each unit's criteria, comments and annotations (expert sections). */
  units: Type.Array(
    Type.Object({
      unitId: Type.String(),
      title: Type.String(),
      score: Type.Number(),
      criteria: Type.Array(
        Type.Object({
          criterionId: Type.String(),
          name: Type.String(),
          score: Type.Number(),
          comment: Type.String(),
          descriptor: Type.String(),
        }),
      ),
      annotations: Type.Array(Annotation),
      /** The essays as written, or signed addresses of the recordings. */
      responses: Type.Array(
        Type.Object({
          questionId: Type.String(),
          number: Type.Integer(),
          prompt: Type.Array(Type.String()),
          text: Type.Union([Type.String(), Type.Null()]),
          recordingSrc: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
  ),
});

export const Recommendation = Type.Object({
  courseSlug: Type.String(),
  title: Type.String(),
  reason: Type.String(),
});

export const RemarkRequestView = Type.Object({
  id: Type.String(),
  skills: Type.Array(Type.Enum(SKILLS)),
  reason: Type.String(),
  status: Type.Enum(['waiting', 'done']),
  requestedAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** What changed, per skill: before and after. */
  outcome: Type.Array(
    Type.Object({ skill: Type.Enum(SKILLS), before: Type.Number(), after: Type.Number() }),
  ),
});

export const ExamResult = Type.Object({
  attemptId: Type.String(),
  testSlug: Type.Enum(TEST_SLUGS),
  testName: Type.String(),
  scheme: Type.Enum(SCORING_SCHEMES),
  candidateNumber: Type.String(),
  takenAt: Type.String({ format: 'date-time' }),
  /** provisional: what the machine marked so far; final: released after every mark and check. */
  status: Type.Enum(['provisional', 'final']),
  overall: Type.Union([Type.Number(), Type.Null()]),
  cefr: Type.Union([Type.String(), Type.Null()]),
  skills: Type.Array(SkillResult),
  /** Provisional feedback from the automatic signals (labelled as such). */
  signals: Type.Array(SkillSignals),
  /** Final results: courses for the weakest skill. */
  recommendations: Type.Array(Recommendation),
  report: Type.Union([
    Type.Object({ reportId: Type.String(), verifyUrl: Type.String(), pdfUrl: Type.String() }),
    Type.Null(),
  ]),
  /** Until when a re-mark may be asked for (null: not yet, or no expert-marked skill). */
  remarkUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  remarks: Type.Array(RemarkRequestView),
});
export const ExamResultResponse = Type.Object({ result: ExamResult });

/** What an institution checking a report sees: nothing beyond what the report prints. */
export const VerifiedReport = Type.Object({
  reportId: Type.String(),
  candidateName: Type.String(),
  testName: Type.String(),
  takenAt: Type.String({ format: 'date-time' }),
  issuedAt: Type.String({ format: 'date-time' }),
  scheme: Type.Enum(SCORING_SCHEMES),
  overall: Type.Number(),
  cefr: Type.Union([Type.String(), Type.Null()]),
  skills: Type.Array(
    Type.Object({
      skill: Type.Enum(SKILLS),
      title: Type.String(),
      score: Type.Number(),
      cefr: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** Set when a re-mark changed the report after it was first issued. */
  revisedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const VerifiedReportResponse = Type.Object({ report: VerifiedReport });

export const RemarkRequest = Type.Object(
  {
    skills: Type.Array(Type.Enum(SKILLS), { minItems: 1, maxItems: 6, uniqueItems: true }),
    reason: Type.String({ maxLength: 2000, default: '' }),
  },
  { additionalProperties: false },
);

/** Any text: an unknown or malformed report id answers 404 alike, so ids cannot be probed. */
const ReportParams = Type.Object({ reportId: Type.String({ minLength: 1, maxLength: 64 }) });

/** A spoken answer by its signed address (an <audio> element sends no bearer header). */
const RecordingFileQuery = Type.Object({
  sub: Type.String({ minLength: 1, maxLength: 64 }),
  exp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  sig: Type.String({ minLength: 1, maxLength: 128 }),
});

export const resultsSchemas = {
  result: {
    tags,
    summary:
      "An attempt's results for its learner: provisional as sections are marked, complete once released",
    params: Type.Object({ attemptId: Uuid }),
    response: { 200: ExamResultResponse, ...errors(400, 401, 404) },
  },
  reportPdf: {
    tags,
    summary: 'The score report as a PDF (its learner; released results only)',
    params: Type.Object({ attemptId: Uuid }),
    response: {
      200: Type.Unknown({ description: 'The PDF (application/pdf, as an attachment)' }),
      ...errors(400, 401, 404, 409),
    },
  },
  verify: {
    tags,
    summary: 'Verify a score report (public): candidate, test, date and results, nothing else',
    params: ReportParams,
    response: { 200: VerifiedReportResponse, ...errors(400, 404) },
  },
  remark: {
    tags,
    summary:
      'Ask for a re-mark of expert-marked skills within the window, with a reason; a different senior evaluator marks blind',
    params: Type.Object({ attemptId: Uuid }),
    body: RemarkRequest,
    response: { 200: ExamResultResponse, ...errors(400, 401, 404, 409) },
  },
  recordingFile: {
    tags,
    summary:
      'A spoken answer by its signed address, for its evaluators and, with the results, its learner (ranges)',
    params: Type.Object({ recordingId: Uuid }),
    querystring: RecordingFileQuery,
    response: {
      200: Type.Unknown({ description: 'The recording (audio/webm or audio/ogg)' }),
      206: Type.Unknown({ description: 'The requested byte range' }),
      ...errors(400, 403, 404, 416),
    },
  },
};
