import { Type } from 'typebox';
import { SCORING_SCHEMES, SKILLS } from '../exams/catalogue';
import { ChartFigure, ImageFigure } from '../exams/form';
import { Annotation, CriterionMark, SkillSignals } from './results';
import { errors, NO_BODY, Uuid } from './common';

// The marking console: evaluators mark writing and speaking blind (a candidate number, never a
// name), claim a task before marking it, and senior evaluators settle disagreements.

const tags = ['marking'];

/**
 * What a task asks: a first mark; a second, independent mark (the quality rules asked for one); a
 * senior evaluator's decision between two marks that disagree; a re-mark the learner asked for.
 */
export const MarkingKind = Type.Enum(['first', 'second', 'moderation', 'remark']);

export const Claim = Type.Object({
  /** The holder's name (evaluators see each other's names, never a candidate's). */
  evaluatorName: Type.String(),
  mine: Type.Boolean(),
  until: Type.String({ format: 'date-time' }),
});

export const QueueItem = Type.Object({
  taskId: Type.String(),
  candidateNumber: Type.String(),
  testName: Type.String(),
  skill: Type.Enum(SKILLS),
  kind: MarkingKind,
  submittedAt: Type.String({ format: 'date-time' }),
  dueAt: Type.String({ format: 'date-time' }),
  overdue: Type.Boolean(),
  claim: Type.Union([Claim, Type.Null()]),
  /** False when the rules keep this evaluator off it (they marked it before; not senior). */
  canClaim: Type.Boolean(),
});

export const QueueQuery = Type.Object(
  {
    view: Type.Enum(['waiting', 'mine', 'all'], { default: 'waiting' }),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  },
  { additionalProperties: false },
);

export const QueueResponse = Type.Object({
  rows: Type.Array(QueueItem),
  total: Type.Integer(),
  counts: Type.Object({
    waiting: Type.Integer(),
    overdue: Type.Integer(),
    moderation: Type.Integer(),
    mine: Type.Integer(),
  }),
});

/** A response to mark: an essay's text, or a recording with where each part starts. */
export const MarkingResponse = Type.Object({
  questionId: Type.String(),
  number: Type.Integer(),
  /** The form part the response answers ("Part 2: Individual long turn"): the player jumps by it. */
  part: Type.Optional(Type.String()),
  type: Type.Enum(['essay', 'speech']),
  prompt: Type.Array(Type.String()),
  figure: Type.Union([ChartFigure, ImageFigure, Type.Null()]),
  cueCard: Type.Union([
    Type.Object({
      topic: Type.String(),
      points: Type.Array(Type.String()),
      closing: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  text: Type.Union([Type.String(), Type.Null()]),
  wordCount: Type.Union([Type.Integer(), Type.Null()]),
  minWords: Type.Union([Type.Integer(), Type.Null()]),
  maxWords: Type.Union([Type.Integer(), Type.Null()]),
  /** A signed address of the spoken answer (null when none was recorded). */
  recordingSrc: Type.Union([Type.String(), Type.Null()]),
  durationSeconds: Type.Union([Type.Number(), Type.Null()]),
});

export const UnitMarks = Type.Object(
  {
    unitId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    criteria: Type.Array(CriterionMark, { minItems: 1, maxItems: 8 }),
    annotations: Type.Array(Annotation, { maxItems: 200, default: [] }),
  },
  { additionalProperties: false },
);

/** A unit as typed so far: a criterion may have no mark yet. */
export const DraftUnit = Type.Object(
  {
    unitId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    criteria: Type.Array(
      Type.Object(
        {
          criterionId: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
          score: Type.Union([
            Type.Number({ minimum: 0, maximum: 9, multipleOf: 0.5 }),
            Type.Null(),
          ]),
          comment: Type.String({ maxLength: 4000, default: '' }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 8 },
    ),
    annotations: Type.Array(Annotation, { maxItems: 200, default: [] }),
  },
  { additionalProperties: false },
);

export const EarlierMark = Type.Object({
  /** 'First marker', 'Second marker', 'Senior evaluator': never a name for the moderator to lean on. */
  label: Type.String(),
  score: Type.Number(),
  units: Type.Array(UnitMarks),
  comment: Type.String(),
});

export const MarkingTask = Type.Object({
  taskId: Type.String(),
  kind: MarkingKind,
  candidateNumber: Type.String(),
  testName: Type.String(),
  skill: Type.Enum(SKILLS),
  scheme: Type.Enum(SCORING_SCHEMES),
  submittedAt: Type.String({ format: 'date-time' }),
  dueAt: Type.String({ format: 'date-time' }),
  claim: Type.Union([Claim, Type.Null()]),
  units: Type.Array(
    Type.Object({
      unitId: Type.String(),
      title: Type.String(),
      /** Rubric id (contract/exams/rubrics.ts holds the criteria and descriptors). */
      rubric: Type.String(),
      weight: Type.Integer(),
      responses: Type.Array(MarkingResponse),
    }),
  ),
  /** Automatic signals, to help (never to decide). */
  signals: Type.Union([SkillSignals, Type.Null()]),
  /** Moderation only: the two marks to decide between. Blind tasks show none. */
  earlierMarks: Type.Array(EarlierMark),
  /** This evaluator's unsent marks, kept as they typed. */
  draft: Type.Union([
    Type.Object({
      units: Type.Array(DraftUnit),
      comment: Type.String(),
      savedAt: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
});
export const MarkingTaskResponse = Type.Object({ task: MarkingTask });

export const MarkRequest = Type.Object(
  {
    units: Type.Array(UnitMarks, { minItems: 1, maxItems: 6 }),
    /** A comment on the whole response, for the learner. */
    comment: Type.String({ maxLength: 4000, default: '' }),
  },
  { additionalProperties: false },
);

export const DraftRequest = Type.Object(
  {
    units: Type.Array(DraftUnit, { maxItems: 6 }),
    comment: Type.String({ maxLength: 4000, default: '' }),
  },
  { additionalProperties: false },
);

export const MarkResponse = Type.Object({
  /** The skill's score from this mark. */
  score: Type.Number(),
  /** What happens next: nothing more (final), a second mark, or a senior's decision. */
  next: Type.Enum(['final', 'second', 'moderation']),
});

export const MarkingOverview = Type.Object({
  queue: Type.Object({
    waiting: Type.Integer(),
    claimed: Type.Integer(),
    overdue: Type.Integer(),
    moderation: Type.Integer(),
    remarks: Type.Integer(),
  }),
  /** From the last section handed in to results released, over the last 30 days. */
  timeToResult: Type.Object({
    released: Type.Integer(),
    medianHours: Type.Union([Type.Number(), Type.Null()]),
    p90Hours: Type.Union([Type.Number(), Type.Null()]),
  }),
  /** Pairs of independent marks of one response: how often they agreed. */
  agreement: Type.Object({
    pairs: Type.Integer(),
    exactShare: Type.Union([Type.Number(), Type.Null()]),
    withinModerationShare: Type.Union([Type.Number(), Type.Null()]),
    meanDifference: Type.Union([Type.Number(), Type.Null()]),
  }),
  evaluators: Type.Array(
    Type.Object({
      name: Type.String(),
      marked: Type.Integer(),
      medianMinutes: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  /** Background jobs (automatic signals, closing sections) that failed or wait. */
  jobs: Type.Object({
    pending: Type.Integer(),
    failed: Type.Array(
      Type.Object({
        id: Type.String(),
        kind: Type.String(),
        attempts: Type.Integer(),
        lastError: Type.String(),
        failedAt: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
});

const TaskParams = Type.Object({ taskId: Uuid });

export const markingSchemas = {
  queue: {
    tags,
    summary: 'The marking queue, oldest first: waiting tasks, mine, or all',
    querystring: QueueQuery,
    response: { 200: QueueResponse, ...errors(400, 401, 403) },
  },
  task: {
    tags,
    summary: 'A task to mark: the responses (blind), the rubric units, signals and any draft',
    params: TaskParams,
    response: { 200: MarkingTaskResponse, ...errors(400, 401, 403, 404) },
  },
  claim: {
    tags,
    summary:
      'Claim a task: it is locked to you for a while (renewed while you mark); 409 with the holder while another evaluator has it',
    params: TaskParams,
    ...NO_BODY,
    response: { 200: MarkingTaskResponse, ...errors(400, 401, 403, 404, 409) },
  },
  release: {
    tags,
    summary: 'Give a claimed task back to the queue',
    params: TaskParams,
    ...NO_BODY,
    response: { 200: Type.Object({ message: Type.String() }), ...errors(400, 401, 403, 404, 409) },
  },
  draft: {
    tags,
    summary: 'Keep unsent marks while marking (also renews the claim)',
    params: TaskParams,
    body: DraftRequest,
    response: {
      200: Type.Object({ savedAt: Type.String({ format: 'date-time' }) }),
      ...errors(400, 401, 403, 404, 409),
    },
  },
  mark: {
    tags,
    summary:
      'Submit the marks of a claimed task: every criterion of every unit, on the scheme scale',
    params: TaskParams,
    body: MarkRequest,
    response: { 200: MarkResponse, ...errors(400, 401, 403, 404, 409) },
  },
  overview: {
    tags,
    summary: 'For admins: queue size, time to result, agreement between evaluators, failed jobs',
    response: { 200: MarkingOverview, ...errors(401, 403) },
  },
};
