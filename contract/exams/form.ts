import { Type, type Static } from 'typebox';
import { SCORING_SCHEMES, SKILLS, TEST_SLUGS } from './catalogue';

// A test form: one version of a test's content, authored as a JSON file (server/exams/forms/) and
// validated by `TestFormFile`. The file has three parts:
// - `form`: everything a candidate sees (sections, parts, passages, questions). The server sends a
//   started section's part of it to the candidate's browser.
// - `key`: answers, explanations and listening transcripts. It never leaves the server before the
//   results are released (practice mode shows a transcript once its part has been answered).
// - `scoring`: how raw marks become bands or scores, and how expert-marked sections are split into
//   units with their rubric.
// Ids are unique within a form; questions are numbered 1..n within each section, as on paper.

const Id = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' });
const Text = (maxLength = 4000) => Type.String({ minLength: 1, maxLength });
const Paragraphs = Type.Array(Text(), { minItems: 1, maxItems: 60 });
/** An option's letter or word as printed: A-Z, roman numerals (headings), TRUE/FALSE/NOT GIVEN. */
export const OptionId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 ]{0,15}$' });
/** A file beside the form: a picture (svg, png) or recorded audio (ogg/opus, mp3). */
const AssetFile = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*\\.(svg|png|ogg|opus|mp3)$' });

export const Option = Type.Object(
  { id: OptionId, text: Text(400) },
  { additionalProperties: false },
);

/** A chart drawn by the exam room from its data (Writing Task 1); `description` is its text alternative. */
export const ChartFigure = Type.Object(
  {
    kind: Type.Literal('chart'),
    chart: Type.Enum(['bar', 'line', 'pie', 'table']),
    title: Text(200),
    /** What the values measure, e.g. "% of households" or "million passengers". */
    unit: Text(80),
    categories: Type.Array(Text(60), { minItems: 1, maxItems: 24 }),
    series: Type.Array(
      Type.Object(
        {
          name: Text(60),
          values: Type.Array(Type.Number({ minimum: -1e9, maximum: 1e9 }), {
            minItems: 1,
            maxItems: 24,
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 8 },
    ),
    description: Text(2000),
  },
  { additionalProperties: false },
);

/** A picture beside the form (a map or a diagram to label); `alt` describes it for screen readers. */
export const ImageFigure = Type.Object(
  {
    kind: Type.Literal('image'),
    file: AssetFile,
    alt: Text(2000),
    width: Type.Integer({ minimum: 1, maximum: 4000 }),
    height: Type.Integer({ minimum: 1, maximum: 4000 }),
  },
  { additionalProperties: false },
);

export const Figure = Type.Union([ChartFigure, ImageFigure]);

/** A recording the candidate hears: a listening part, or an examiner's or caller's lines. */
export const AudioStimulus = Type.Object(
  {
    kind: Type.Literal('audio'),
    audioId: Id,
    file: AssetFile,
    durationSeconds: Type.Integer({ minimum: 1, maximum: 3600 }),
  },
  { additionalProperties: false },
);

/** A reading passage; paragraphs carry letters when questions refer to them (A, B, C...). */
export const PassageStimulus = Type.Object(
  {
    kind: Type.Literal('passage'),
    title: Text(200),
    subtitle: Type.Optional(Text(400)),
    paragraphs: Type.Array(
      Type.Object(
        { label: Type.Optional(Type.String({ pattern: '^[A-Z]$' })), text: Text(6000) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 40 },
    ),
  },
  { additionalProperties: false },
);

/** A short text to respond to, e.g. the email a workplace task asks the candidate to answer. */
export const TextStimulus = Type.Object(
  { kind: Type.Literal('text'), title: Type.Optional(Text(200)), paragraphs: Paragraphs },
  { additionalProperties: false },
);

export const FigureStimulus = Type.Object(
  { kind: Type.Literal('figure'), figure: Figure },
  { additionalProperties: false },
);

export const Stimulus = Type.Union([AudioStimulus, PassageStimulus, TextStimulus, FigureStimulus]);

const QuestionBase = {
  id: Id,
  /** The number printed beside the question (1..n within its section). */
  number: Type.Integer({ minimum: 1, maximum: 200 }),
};

/** Multiple choice: one answer (`pick` 1), or several ("Choose TWO letters": `pick` 2, 2 marks). */
export const ChoiceQuestion = Type.Object(
  {
    type: Type.Literal('choice'),
    ...QuestionBase,
    prompt: Text(),
    options: Type.Array(Option, { minItems: 2, maxItems: 10 }),
    pick: Type.Integer({ minimum: 1, maximum: 5 }),
  },
  { additionalProperties: false },
);

/** TRUE / FALSE / NOT GIVEN (facts) or YES / NO / NOT GIVEN (the writer's views). */
export const JudgementQuestion = Type.Object(
  {
    type: Type.Literal('judgement'),
    ...QuestionBase,
    statement: Text(),
    scale: Type.Enum(['true-false-not-given', 'yes-no-not-given']),
  },
  { additionalProperties: false },
);
export const JUDGEMENT_OPTIONS = {
  'true-false-not-given': ['TRUE', 'FALSE', 'NOT GIVEN'],
  'yes-no-not-given': ['YES', 'NO', 'NOT GIVEN'],
} as const;

/**
 * Matching (headings to paragraphs, features, sentence endings) and map labelling: the candidate
 * picks one of the group's options (a letter on the group's map, for labelling).
 */
export const MatchQuestion = Type.Object(
  { type: Type.Literal('match'), ...QuestionBase, prompt: Text() },
  { additionalProperties: false },
);

/**
 * A typed answer: gap fill, note, sentence, summary, table, form or flow-chart completion, diagram
 * labelling and short answers. `prompt` holds the text around the gap, marked by `___` (once);
 * a short-answer question has no gap marker and the answer box follows it.
 */
export const GapQuestion = Type.Object(
  {
    type: Type.Literal('gap'),
    ...QuestionBase,
    prompt: Text(),
    variant: Type.Enum([
      'note',
      'sentence',
      'summary',
      'table',
      'form',
      'flow-chart',
      'diagram',
      'short-answer',
    ]),
  },
  { additionalProperties: false },
);

/** An essay or a letter or email, with the word counts the task asks for. */
export const EssayQuestion = Type.Object(
  {
    type: Type.Literal('essay'),
    ...QuestionBase,
    prompt: Paragraphs,
    figure: Type.Optional(Figure),
    minWords: Type.Integer({ minimum: 1, maximum: 2000 }),
    maxWords: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
    /** The time the instructions suggest for this task ("spend about 20 minutes"). */
    suggestedMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 180 })),
  },
  { additionalProperties: false },
);

/**
 * A spoken answer, recorded: the candidate reads (and may hear) the prompt, prepares for
 * `prepareSeconds` (a cue card: one minute) and speaks for at most `speakSeconds`.
 */
export const SpeechQuestion = Type.Object(
  {
    type: Type.Literal('speech'),
    ...QuestionBase,
    prompt: Paragraphs,
    /** The examiner's or caller's lines, played before the candidate speaks. */
    audio: Type.Optional(AudioStimulus),
    cueCard: Type.Optional(
      Type.Object(
        {
          topic: Text(300),
          points: Type.Array(Text(300), { minItems: 1, maxItems: 6 }),
          closing: Type.Optional(Text(300)),
        },
        { additionalProperties: false },
      ),
    ),
    prepareSeconds: Type.Integer({ minimum: 0, maximum: 300 }),
    speakSeconds: Type.Integer({ minimum: 5, maximum: 600 }),
  },
  { additionalProperties: false },
);

export const Question = Type.Union([
  ChoiceQuestion,
  JudgementQuestion,
  MatchQuestion,
  GapQuestion,
  EssayQuestion,
  SpeechQuestion,
]);

export const QuestionType = Type.Enum(['choice', 'judgement', 'match', 'gap', 'essay', 'speech']);

/** Questions that share instructions ("Questions 1-6"), and for matching, the options to pick from. */
export const QuestionGroup = Type.Object(
  {
    id: Id,
    instructions: Paragraphs,
    title: Type.Optional(Text(200)),
    /** Typed answers: "NO MORE THAN TWO WORDS AND/OR A NUMBER" is { maxWords: 2, allowNumber: true }. */
    wordLimit: Type.Optional(
      Type.Object(
        { maxWords: Type.Integer({ minimum: 1, maximum: 5 }), allowNumber: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
    /** Matching and labelling: the options every question of the group picks from. */
    options: Type.Optional(Type.Array(Option, { minItems: 2, maxItems: 16 })),
    /** Matching: whether an option may be the answer to more than one question. */
    optionsReusable: Type.Optional(Type.Boolean()),
    figure: Type.Optional(Figure),
    questions: Type.Array(Question, { minItems: 1, maxItems: 40 }),
  },
  { additionalProperties: false },
);

export const Part = Type.Object(
  {
    id: Id,
    title: Text(200),
    instructions: Type.Optional(Paragraphs),
    stimulus: Type.Optional(Stimulus),
    groups: Type.Array(QuestionGroup, { minItems: 1, maxItems: 12 }),
  },
  { additionalProperties: false },
);

export const Section = Type.Object(
  {
    id: Id,
    skill: Type.Enum(SKILLS),
    title: Text(200),
    /** The section's time; listening includes its check period (`reviewSeconds`) after the audio. */
    durationSeconds: Type.Integer({ minimum: 60, maximum: 4 * 3600 }),
    /** Listening: the time after the last recording to check answers. */
    reviewSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 900 })),
    instructions: Paragraphs,
    /** `objective`: marked by the server on submission; `expert`: marked by evaluators. */
    marking: Type.Enum(['objective', 'expert']),
    parts: Type.Array(Part, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);

/** Everything a candidate may see of a form. */
export const FormContent = Type.Object(
  {
    title: Text(200),
    instructions: Paragraphs,
    sections: Type.Array(Section, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);

/** One question's right answer. Typed answers list every accepted spelling and variant. */
export const AnswerKey = Type.Union([
  Type.Object(
    { correct: Type.Array(OptionId, { minItems: 1, maxItems: 5 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { accepted: Type.Array(Text(120), { minItems: 1, maxItems: 20 }) },
    { additionalProperties: false },
  ),
]);

export const TranscriptLine = Type.Object(
  {
    speaker: Text(60),
    /** The synthetic voice that reads the line when the audio is generated (scripts/exam-audio). */
    voice: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,40}$' })),
    text: Text(2000),
    /**
     * Silence after the line in the generated audio: the time a recording gives candidates to read
     * the next questions ("you have some time to look at questions 1 to 5").
     */
    pauseSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  },
  { additionalProperties: false },
);

/** Server only: answers, explanations, transcripts. */
export const FormKey = Type.Object(
  {
    answers: Type.Record(Type.String(), AnswerKey),
    /** One short explanation per objectively marked question, shown with the results. */
    explanations: Type.Record(Type.String(), Text(1000)),
    /** Per audioId, what is said. */
    transcripts: Type.Record(Type.String(), Type.Array(TranscriptLine, { minItems: 1 })),
  },
  { additionalProperties: false },
);

/** A raw-mark threshold: `raw` marks or more give `score` (a band, or a 0-100 score). */
export const ConversionRow = Type.Object(
  {
    raw: Type.Integer({ minimum: 0, maximum: 200 }),
    score: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

/**
 * An expert-marked section is marked in units (IELTS Writing: Task 1 and Task 2; Speaking: the
 * whole interview), each against a rubric; a section's score is its units' weighted mean (Task 2
 * weighs twice Task 1).
 */
export const MarkingUnit = Type.Object(
  {
    id: Id,
    title: Text(200),
    questionIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    rubric: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
    weight: Type.Integer({ minimum: 1, maximum: 5 }),
  },
  { additionalProperties: false },
);

export const FormScoring = Type.Object(
  {
    scheme: Type.Enum(SCORING_SCHEMES),
    /** Objective sections: raw marks to band or score, highest threshold first. */
    conversion: Type.Record(
      Type.String(),
      Type.Array(ConversionRow, { minItems: 1, maxItems: 60 }),
    ),
    /** Expert sections: their marking units. */
    units: Type.Record(Type.String(), Type.Array(MarkingUnit, { minItems: 1, maxItems: 6 })),
  },
  { additionalProperties: false },
);

/** The authored file: one version of one test's content, key and scoring. */
export const TestFormFile = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    test: Type.Enum(TEST_SLUGS),
    /** Names the form across versions, e.g. "ielts-practice-a". */
    formId: Id,
    form: FormContent,
    key: FormKey,
    scoring: FormScoring,
  },
  { additionalProperties: false },
);

export type TestFormFile = Static<typeof TestFormFile>;
export type FormContent = Static<typeof FormContent>;
export type FormKey = Static<typeof FormKey>;
export type FormScoring = Static<typeof FormScoring>;
export type Section = Static<typeof Section>;
export type Part = Static<typeof Part>;
export type QuestionGroup = Static<typeof QuestionGroup>;
export type Question = Static<typeof Question>;
export type QuestionType = Static<typeof QuestionType>;
export type ChoiceQuestion = Static<typeof ChoiceQuestion>;
export type JudgementQuestion = Static<typeof JudgementQuestion>;
export type MatchQuestion = Static<typeof MatchQuestion>;
export type GapQuestion = Static<typeof GapQuestion>;
export type EssayQuestion = Static<typeof EssayQuestion>;
export type SpeechQuestion = Static<typeof SpeechQuestion>;
export type Stimulus = Static<typeof Stimulus>;
export type AudioStimulus = Static<typeof AudioStimulus>;
export type Figure = Static<typeof Figure>;
export type ChartFigure = Static<typeof ChartFigure>;
export type AnswerKey = Static<typeof AnswerKey>;
export type TranscriptLine = Static<typeof TranscriptLine>;
export type ConversionRow = Static<typeof ConversionRow>;
export type MarkingUnit = Static<typeof MarkingUnit>;
