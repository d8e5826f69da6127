import { Type } from 'typebox';
import { SavedAnswer, SavedHighlights } from '../exams/answers';
import { SKILLS, TEST_SLUGS } from '../exams/catalogue';
import { Section, TranscriptLine } from '../exams/form';
import { errors, Uuid } from './common';

// The academy's tests as products, and the exam room: a learner's bought tests, their attempts,
// saving answers, listening plays and spoken answers. docs/exams.md explains the rules.

const tags = ['exams'];

// ---------------------------------------------------------------- the catalogue (public)

/** A test as the /tests page shows it; `onSale` false keeps the "available soon" answer. */
export const TestProduct = Type.Object({
  id: Type.String(),
  slug: Type.Enum(TEST_SLUGS),
  name: Type.String(),
  brief: Type.String(),
  /** The long description, one paragraph per entry. */
  details: Type.Array(Type.String()),
  /** As printed: '2 hours 30 minutes'. */
  duration: Type.String(),
  durationMinutes: Type.Integer(),
  /** Whole rupees. */
  price: Type.Integer(),
  image: Type.String(),
  onSale: Type.Boolean(),
});
export const TestCatalogueResponse = Type.Object({ tests: Type.Array(TestProduct) });

// ---------------------------------------------------------------- the learner's tests (Tests tab)

/**
 * Where a bought test stands for its learner: not started (may start until `expiresAt`), in
 * progress, submitted (objective sections marked, waiting for an evaluator), awaiting evaluation
 * (an evaluator is marking), results ready; expired (never started in time) or refunded.
 */
export const MyTestStatus = Type.Enum([
  'not_started',
  'in_progress',
  'submitted',
  'awaiting_evaluation',
  'results_ready',
  'expired',
  'refunded',
]);

export const ExamMode = Type.Enum(['exam', 'practice']);

export const MyTest = Type.Object({
  /** The bought test (one attempt). */
  entitlementId: Type.String(),
  attemptId: Type.Union([Type.String(), Type.Null()]),
  testSlug: Type.Enum(TEST_SLUGS),
  testName: Type.String(),
  image: Type.String(),
  status: MyTestStatus,
  mode: Type.Union([ExamMode, Type.Null()]),
  purchasedAt: Type.String({ format: 'date-time' }),
  /** The last moment the attempt may be started. */
  expiresAt: Type.String({ format: 'date-time' }),
  /** In progress: the time left in the whole test (the running section's and those after it). */
  timeLeftSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Results ready: the overall band or score (and CEFR level on the mastery scale). */
  overall: Type.Union([Type.Number(), Type.Null()]),
  cefr: Type.Union([Type.String(), Type.Null()]),
  /** Whether a refund may still be asked for (before the attempt starts, within the window). */
  refundable: Type.Boolean(),
});

/** A skill's best result across a learner's attempts at one test, and every result in date order. */
export const SkillProgress = Type.Object({
  testSlug: Type.Enum(TEST_SLUGS),
  skill: Type.Enum(SKILLS),
  best: Type.Number(),
  trend: Type.Array(
    Type.Object({
      attemptId: Type.String(),
      at: Type.String({ format: 'date-time' }),
      score: Type.Number(),
    }),
  ),
});

export const MyTestsResponse = Type.Object({
  tests: Type.Array(MyTest),
  progress: Type.Array(SkillProgress),
});

// ---------------------------------------------------------------- before the test

/** What a learner reads before starting: the test's and each section's instructions and times. */
export const ExamBriefing = Type.Object({
  entitlementId: Type.String(),
  testSlug: Type.Enum(TEST_SLUGS),
  testName: Type.String(),
  instructions: Type.Array(Type.String()),
  sections: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      skill: Type.Enum(SKILLS),
      /** With any extra time granted. */
      durationSeconds: Type.Integer(),
      instructions: Type.Array(Type.String()),
      questionCount: Type.Integer(),
    }),
  ),
  extraTimePercent: Type.Integer(),
  /** A short clip for the sound check (a public file). */
  soundCheckSrc: Type.String(),
  attemptId: Type.Union([Type.String(), Type.Null()]),
});

/** Names the browser tab working on an attempt: one tab at a time may save. */
const TabId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const StartAttemptRequest = Type.Object(
  { mode: ExamMode, tabId: TabId },
  { additionalProperties: false },
);

export const OpenAttemptRequest = Type.Object(
  {
    tabId: TabId,
    /** Take the attempt over from another tab or device (which then can no longer save). */
    takeover: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export const TabRequest = Type.Object({ tabId: TabId }, { additionalProperties: false });

// ---------------------------------------------------------------- the attempt

export const AttemptSection = Type.Object({
  id: Type.String(),
  title: Type.String(),
  skill: Type.Enum(SKILLS),
  status: Type.Enum(['pending', 'open', 'closed']),
  /** The section's time with any extra time granted. */
  durationSeconds: Type.Integer(),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the server closes the section (moves on while a practice attempt is paused). */
  deadlineAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  closedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  closedBy: Type.Union([Type.Enum(['candidate', 'time']), Type.Null()]),
  questionCount: Type.Integer(),
  answeredCount: Type.Integer(),
});

export const ExamAttempt = Type.Object({
  id: Type.String(),
  entitlementId: Type.String(),
  testSlug: Type.Enum(TEST_SLUGS),
  testName: Type.String(),
  mode: ExamMode,
  /** The number the attempt is marked under; evaluators never see the candidate's name. */
  candidateNumber: Type.String(),
  status: Type.Enum(['in_progress', 'submitted', 'awaiting_evaluation', 'results_ready']),
  /** The server's clock when it answered, so the room's timer follows the server's. */
  serverNow: Type.String({ format: 'date-time' }),
  extraTimePercent: Type.Integer(),
  /** Practice mode: paused since (the section's clock is stopped), or null. */
  pausedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sections: Type.Array(AttemptSection),
  /** Where the candidate was: the question to show on resuming. */
  position: Type.Union([
    Type.Object({ sectionId: Type.String(), questionId: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  /** After a section closes, the next one starts on the candidate's word or at this time. */
  nextSectionStartsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const AudioPlay = Type.Object({
  audioId: Type.String(),
  /** A short-lived address of the recording, signed for this attempt. */
  src: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  /** Where the recording is now: a reload resumes here instead of starting again (exam mode). */
  offsetSeconds: Type.Number({ minimum: 0 }),
  durationSeconds: Type.Integer(),
  /** Exam mode: whether it has played to its end (it never plays again). */
  finished: Type.Boolean(),
});

export const Recording = Type.Object({
  questionId: Type.String(),
  status: Type.Enum(['recording', 'complete']),
  chunks: Type.Integer({ minimum: 0 }),
  durationSeconds: Type.Number({ minimum: 0 }),
});

/** The open section's content (no answers to it), with everything saved in it so far. */
export const OpenSection = Type.Object({
  section: Section,
  answers: Type.Array(SavedAnswer),
  highlights: Type.Array(SavedHighlights),
  audio: Type.Array(AudioPlay),
  recordings: Type.Array(Recording),
});

export const AttemptResponse = Type.Object({
  attempt: ExamAttempt,
  /** The running section, or null between sections and after the last. */
  open: Type.Union([OpenSection, Type.Null()]),
});

export const SaveAnswersRequest = Type.Object(
  {
    tabId: TabId,
    sectionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    answers: Type.Array(SavedAnswer, { maxItems: 60 }),
    highlights: Type.Optional(Type.Array(SavedHighlights, { maxItems: 10 })),
    /** The question on screen, kept so a resume opens it. */
    questionId: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' })),
  },
  { additionalProperties: false },
);

/** What the server now holds of each question sent (its seq may be newer than the one sent). */
export const SaveAnswersResponse = Type.Object({
  saved: Type.Array(Type.Object({ questionId: Type.String(), seq: Type.Integer() })),
  highlights: Type.Array(Type.Object({ partId: Type.String(), seq: Type.Integer() })),
  deadlineAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  serverNow: Type.String({ format: 'date-time' }),
});

/** An objective section's provisional result, given when it closes. */
export const SectionScore = Type.Object({
  sectionId: Type.String(),
  skill: Type.Enum(SKILLS),
  raw: Type.Integer(),
  maxRaw: Type.Integer(),
  /** A band (IELTS) or a 0-100 score (mastery). */
  score: Type.Number(),
});

export const SubmitSectionResponse = Type.Object({
  attempt: ExamAttempt,
  score: Type.Union([SectionScore, Type.Null()]),
});

export const FinishRecordingRequest = Type.Object(
  {
    tabId: TabId,
    chunks: Type.Integer({ minimum: 1, maximum: 2000 }),
    durationSeconds: Type.Number({ minimum: 0, maximum: 900 }),
  },
  { additionalProperties: false },
);

export const TranscriptResponse = Type.Object({
  audioId: Type.String(),
  lines: Type.Array(TranscriptLine),
});

const AttemptParams = Type.Object({ attemptId: Uuid });
const SectionParams = Type.Object({
  attemptId: Uuid,
  sectionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
});
const AudioParams = Type.Object({
  attemptId: Uuid,
  audioId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
});
const RecordingParams = Type.Object({
  attemptId: Uuid,
  questionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
});
const PictureParams = Type.Object({
  attemptId: Uuid,
  /** A picture the attempt's form names (a map or a diagram), by its file name. */
  file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,100}\\.(svg|png)$' }),
});
const ChunkParams = Type.Object({
  attemptId: Uuid,
  questionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
  index: Type.Integer({ minimum: 0, maximum: 1999 }),
});

/** The largest chunk of a spoken answer (MediaRecorder sends one every few seconds). */
export const MAX_RECORDING_CHUNK_BYTES = 1024 * 1024;
/** The recording types accepted (Opus in WebM or Ogg, as browsers record it). */
export const RECORDING_TYPES = ['audio/webm', 'audio/ogg'] as const;

export const examsSchemas = {
  catalogue: {
    tags,
    summary: 'The tests the academy sells (public), with whether each is on sale',
    response: { 200: TestCatalogueResponse, ...errors(429) },
  },
  myTests: {
    tags,
    summary:
      "The signed-in learner's bought tests with their state, and each skill's best and trend",
    response: { 200: MyTestsResponse, ...errors(401) },
  },
  briefing: {
    tags,
    summary: 'What to read before starting a bought test: instructions, sections and their times',
    params: Type.Object({ entitlementId: Uuid }),
    response: { 200: ExamBriefing, ...errors(400, 401, 404, 409) },
  },
  start: {
    tags,
    summary:
      'Start the one attempt a bought test gives (exam or practice mode); again, the same attempt',
    params: Type.Object({ entitlementId: Uuid }),
    body: StartAttemptRequest,
    response: { 200: AttemptResponse, ...errors(400, 401, 404, 409) },
  },
  attempt: {
    tags,
    summary: 'An attempt as it stands (read only: does not take it over from another tab)',
    params: AttemptParams,
    response: { 200: AttemptResponse, ...errors(400, 401, 404) },
  },
  open: {
    tags,
    summary: 'Open an attempt in this tab; 409 while another tab holds it, unless taking it over',
    params: AttemptParams,
    body: OpenAttemptRequest,
    response: { 200: AttemptResponse, ...errors(400, 401, 404, 409) },
  },
  startSection: {
    tags,
    summary: 'Start the next section (its clock starts now)',
    params: SectionParams,
    body: TabRequest,
    response: { 200: AttemptResponse, ...errors(400, 401, 404, 409) },
  },
  save: {
    tags,
    summary:
      'Save answers, flags and highlights of the open section; each kept only if newer (seq) than what is held; 409 once its time is up',
    params: AttemptParams,
    body: SaveAnswersRequest,
    response: { 200: SaveAnswersResponse, ...errors(400, 401, 404, 409) },
  },
  submitSection: {
    tags,
    summary:
      'Hand in the open section before its time is up; objective sections are marked at once',
    params: SectionParams,
    body: TabRequest,
    response: { 200: SubmitSectionResponse, ...errors(400, 401, 404, 409) },
  },
  pause: {
    tags,
    summary: 'Practice mode: stop the clock',
    params: AttemptParams,
    body: TabRequest,
    response: { 200: AttemptResponse, ...errors(400, 401, 404, 409) },
  },
  resume: {
    tags,
    summary: 'Practice mode: start the clock again',
    params: AttemptParams,
    body: TabRequest,
    response: { 200: AttemptResponse, ...errors(400, 401, 404, 409) },
  },
  playAudio: {
    tags,
    summary:
      'Play a listening recording: the first call starts its clock; in exam mode later calls resume where it is, and refuse once it has ended',
    params: AudioParams,
    body: TabRequest,
    response: { 200: AudioPlay, ...errors(400, 401, 404, 409) },
  },
  audioFile: {
    tags,
    summary: 'A listening recording by its signed address (ranges)',
    params: AudioParams,
    querystring: Type.Object({
      exp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
      sig: Type.String({ minLength: 1, maxLength: 128 }),
    }),
    response: {
      200: Type.Unknown({ description: 'The audio file' }),
      206: Type.Unknown({ description: 'The requested byte range' }),
      ...errors(400, 403, 404, 416),
    },
  },
  picture: {
    tags,
    summary: "A picture of the attempt's form (a map or diagram to label), by its file name",
    params: PictureParams,
    response: {
      200: Type.Unknown({ description: 'The picture (image/svg+xml or image/png)' }),
      ...errors(400, 401, 404),
    },
  },
  recordingChunk: {
    tags,
    summary:
      'One chunk of a spoken answer while it is recorded (audio/webm or audio/ogg, at most 1 MiB); sending a chunk again replaces it',
    params: ChunkParams,
    querystring: Type.Object({ tabId: TabId }),
    consumes: ['audio/webm', 'audio/ogg'],
    body: Type.Unknown({ description: "The chunk's bytes, as the browser recorded them" }),
    response: {
      200: Type.Object({ received: Type.Integer(), recording: Recording }),
      ...errors(400, 401, 404, 409, 413, 415),
    },
  },
  finishRecording: {
    tags,
    summary: 'The spoken answer is complete: its chunks are joined and it becomes the answer',
    params: RecordingParams,
    body: FinishRecordingRequest,
    response: { 200: Type.Object({ recording: Recording }), ...errors(400, 401, 404, 409) },
  },
  transcript: {
    tags,
    summary:
      "A listening part's transcript: in practice mode once the part is answered or its section closed; otherwise with the results",
    params: AudioParams,
    response: { 200: TranscriptResponse, ...errors(400, 401, 403, 404) },
  },
};
