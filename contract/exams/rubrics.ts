import type { ScoringScheme } from './catalogue';

// The rubrics evaluators mark writing and speaking against, with band descriptors written for this
// academy (they paraphrase what each level looks like; they are not the official IELTS wording).
// A form's marking units name a rubric by id. Each criterion is marked on its scheme's scale
// (SCHEME_RULES in scoring.ts): IELTS 0-9, mastery 0-5, both in half steps.

export interface RubricCriterion {
  id: string;
  name: string;
  /** What the criterion looks at, in a sentence. */
  focus: string;
  /** What a response at a level looks like, highest level first; levels between are judged between. */
  descriptors: { level: number; text: string }[];
}

export interface Rubric {
  id: string;
  scheme: ScoringScheme;
  title: string;
  criteria: RubricCriterion[];
}

const coherence: RubricCriterion = {
  id: 'coherence-cohesion',
  name: 'Coherence and Cohesion',
  focus: 'How the ideas are organised and linked, within and between paragraphs.',
  descriptors: [
    {
      level: 9,
      text: 'Ideas flow so naturally that the linking goes unnoticed; paragraphing is faultless.',
    },
    {
      level: 7,
      text: 'A clear progression throughout; a range of linking words used with only occasional over- or under-use; each paragraph has a clear central idea.',
    },
    {
      level: 5,
      text: 'Some organisation, but the progression is not always clear; linking is mechanical, repetitive or sometimes wrong; paragraphing may be missing or illogical.',
    },
    {
      level: 3,
      text: 'Ideas are not arranged coherently; very few links, and those used are often wrong.',
    },
    { level: 1, text: 'No message can be followed.' },
  ],
};

const lexical = (spoken: boolean): RubricCriterion => ({
  id: 'lexical-resource',
  name: 'Lexical Resource',
  focus: 'The range, precision and appropriacy of vocabulary, and its spelling or use in speech.',
  descriptors: [
    { level: 9, text: 'Wide, precise and natural vocabulary; rare slips only.' },
    {
      level: 7,
      text: `Enough range for flexibility and precision; some less common words and collocations; occasional errors in word choice${spoken ? '' : ' or spelling'}.`,
    },
    {
      level: 5,
      text: `Limited range, just adequate for the task; noticeable errors in word choice${spoken ? '' : ' or spelling'} that may cause difficulty for the reader.`,
    },
    {
      level: 3,
      text: 'Very limited words and expressions; errors frequently distort the meaning.',
    },
    { level: 1, text: 'Only a few isolated words.' },
  ],
});

const grammar: RubricCriterion = {
  id: 'grammatical-range',
  name: 'Grammatical Range and Accuracy',
  focus: 'The variety of sentence structures and how accurately they are used.',
  descriptors: [
    { level: 9, text: 'A wide range of structures used with full flexibility and accuracy.' },
    {
      level: 7,
      text: 'A variety of complex structures; frequent error-free sentences; good control, with a few errors.',
    },
    {
      level: 5,
      text: 'A limited range; complex sentences are attempted but tend to be less accurate than simple ones; frequent errors.',
    },
    { level: 3, text: 'Sentence forms attempted, but errors predominate and distort the meaning.' },
    { level: 1, text: 'Cannot use sentence forms at all.' },
  ],
};

const taskAchievement: RubricCriterion = {
  id: 'task-achievement',
  name: 'Task Achievement',
  focus:
    'Whether the report covers the requirements: an overview, the key features, accurate data.',
  descriptors: [
    {
      level: 9,
      text: 'Every requirement met fully; a clear overview; key features selected and illustrated precisely.',
    },
    {
      level: 7,
      text: 'Requirements covered; a clear overview of the main trends or differences; key features highlighted, though some could be extended.',
    },
    {
      level: 5,
      text: 'The task is generally addressed, but details are recounted mechanically, with no clear overview; some data may be inaccurate.',
    },
    {
      level: 3,
      text: 'The task is not adequately addressed; key features are missed or misunderstood.',
    },
    { level: 1, text: 'The answer is unrelated to the task.' },
  ],
};

const taskResponse: RubricCriterion = {
  id: 'task-response',
  name: 'Task Response',
  focus:
    'Whether every part of the question is answered, with a clear position and developed ideas.',
  descriptors: [
    {
      level: 9,
      text: 'Every part of the task answered fully; a clear, developed position with relevant, extended and well-supported ideas.',
    },
    {
      level: 7,
      text: 'All parts addressed; a clear position throughout; main ideas extended and supported, though some may over-generalise.',
    },
    {
      level: 5,
      text: 'The task is only partly addressed; the position is not always clear; ideas are limited and not well developed.',
    },
    { level: 3, text: 'No clear position; few ideas, largely undeveloped or irrelevant.' },
    { level: 1, text: 'The answer is unrelated to the question.' },
  ],
};

const fluency: RubricCriterion = {
  id: 'fluency-coherence',
  name: 'Fluency and Coherence',
  focus: 'Speaking at length without effort, and linking ideas so the listener can follow.',
  descriptors: [
    {
      level: 9,
      text: 'Fluent with only rare hesitation, which is about content; fully coherent, topics developed appropriately.',
    },
    {
      level: 7,
      text: 'Speaks at length without noticeable effort; some hesitation or self-correction; a range of connectives used flexibly.',
    },
    {
      level: 5,
      text: 'Keeps going, but relies on repetition, self-correction or slow speech; overuses certain connectives.',
    },
    {
      level: 3,
      text: 'Long pauses; limited ability to link simple sentences; gives only simple responses.',
    },
    { level: 1, text: 'No communication possible.' },
  ],
};

const pronunciation: RubricCriterion = {
  id: 'pronunciation',
  name: 'Pronunciation',
  focus:
    'How easily the speech is understood: sounds, stress, rhythm and intonation. Accent alone is not penalised.',
  descriptors: [
    {
      level: 9,
      text: 'Uses a full range of features with precision; effortless to understand throughout.',
    },
    {
      level: 7,
      text: 'Easy to understand throughout; features used flexibly, with occasional lapses.',
    },
    {
      level: 5,
      text: 'Generally understood; some control of features, but mispronunciations reduce clarity at times.',
    },
    { level: 3, text: 'Frequent mispronunciations cause difficulty for the listener.' },
    { level: 1, text: 'Speech is often unintelligible.' },
  ],
};

const masteryLevels = (five: string, four: string, three: string, two: string, one: string) => [
  { level: 5, text: five },
  { level: 4, text: four },
  { level: 3, text: three },
  { level: 2, text: two },
  { level: 1, text: one },
];

export const RUBRICS: Record<string, Rubric> = {
  'ielts-writing-task-1': {
    id: 'ielts-writing-task-1',
    scheme: 'ielts',
    title: 'IELTS Writing Task 1',
    criteria: [taskAchievement, coherence, lexical(false), grammar],
  },
  'ielts-writing-task-2': {
    id: 'ielts-writing-task-2',
    scheme: 'ielts',
    title: 'IELTS Writing Task 2',
    criteria: [taskResponse, coherence, lexical(false), grammar],
  },
  'ielts-speaking': {
    id: 'ielts-speaking',
    scheme: 'ielts',
    title: 'IELTS Speaking',
    criteria: [fluency, lexical(true), grammar, pronunciation],
  },
  'mastery-writing': {
    id: 'mastery-writing',
    scheme: 'mastery',
    title: 'Mastery Writing',
    criteria: [
      {
        id: 'task-fulfilment',
        name: 'Task fulfilment',
        focus: 'Does the text do what was asked, for the reader it is meant for?',
        descriptors: masteryLevels(
          'Every point covered with purpose; the reader needs nothing more.',
          'All points covered; a few could be clearer or fuller.',
          'The main points covered; one is missing or thin.',
          'Only part of the task done; the reader would need to ask again.',
          'Little connection to the task.',
        ),
      },
      {
        id: 'organisation',
        name: 'Organisation',
        focus: 'Paragraphs, order of ideas and linking.',
        descriptors: masteryLevels(
          'Logical and easy to follow; linking is varied and natural.',
          'Clear order; linking mostly appropriate.',
          'Some order; linking limited or repetitive.',
          'Ideas listed with little order.',
          'No discernible structure.',
        ),
      },
      {
        id: 'vocabulary',
        name: 'Vocabulary',
        focus: 'Range and precision of words, and a tone fitting the reader.',
        descriptors: masteryLevels(
          'Precise, varied vocabulary; tone exactly right.',
          'Good range; tone mostly right; few wrong words.',
          'Adequate everyday vocabulary; some wrong or informal choices.',
          'Basic vocabulary; frequent wrong choices.',
          'Isolated words only.',
        ),
      },
      {
        id: 'accuracy',
        name: 'Grammar and accuracy',
        focus: 'Sentence control, grammar, spelling and punctuation.',
        descriptors: masteryLevels(
          'Accurate and varied; rare slips.',
          'Mostly accurate; errors do not block meaning.',
          'Noticeable errors; meaning usually clear.',
          'Frequent errors that obscure meaning.',
          'Errors throughout; meaning rarely clear.',
        ),
      },
    ],
  },
  'mastery-speaking': {
    id: 'mastery-speaking',
    scheme: 'mastery',
    title: 'Mastery Speaking',
    criteria: [
      {
        id: 'fluency',
        name: 'Fluency',
        focus: 'Speaking at a natural pace, without long searches for words.',
        descriptors: masteryLevels(
          'Natural pace throughout; pauses only to think about content.',
          'Mostly smooth; occasional searching.',
          'Keeps going with frequent pauses or repetition.',
          'Short, hesitant answers.',
          'Isolated words.',
        ),
      },
      {
        id: 'intelligibility',
        name: 'Intelligibility',
        focus: 'How easily a listener from anywhere understands; any accent is fine if clear.',
        descriptors: masteryLevels(
          'Effortless to understand throughout.',
          'Easy to understand; rare unclear words.',
          'Understood with some effort at times.',
          'Often hard to understand.',
          'Rarely understood.',
        ),
      },
      {
        id: 'range',
        name: 'Range',
        focus: 'Vocabulary and structures to express ideas fully.',
        descriptors: masteryLevels(
          'Wide range used flexibly.',
          'Enough range to explain and give opinions.',
          'Everyday range; struggles with abstract ideas.',
          'Very limited range.',
          'Memorised phrases only.',
        ),
      },
      {
        id: 'accuracy',
        name: 'Accuracy',
        focus: 'Grammar and word choice in speech.',
        descriptors: masteryLevels(
          'Consistently accurate.',
          'Good control; some slips.',
          'Frequent errors; meaning mostly clear.',
          'Errors often block meaning.',
          'Little control.',
        ),
      },
    ],
  },
  'mastery-workplace': {
    id: 'mastery-workplace',
    scheme: 'mastery',
    title: 'Workplace communication',
    criteria: [
      {
        id: 'purpose-tone',
        name: 'Purpose and tone',
        focus: 'Meets the business need with a professional, courteous tone.',
        descriptors: masteryLevels(
          'Fully resolves the need; tone ideal for the customer or colleague.',
          'Resolves the need; tone professional with minor lapses.',
          'Partly resolves the need; tone sometimes too casual or blunt.',
          'Need largely unmet; tone inappropriate.',
          'Does not address the need.',
        ),
      },
      {
        id: 'clarity',
        name: 'Clarity',
        focus: 'Easy to follow: clear steps, no ambiguity.',
        descriptors: masteryLevels(
          'Crystal clear; the next steps are obvious.',
          'Clear, with small ambiguities.',
          'Understandable but needs a second read or listen.',
          'Confusing in places.',
          'Unclear throughout.',
        ),
      },
      {
        id: 'customer-handling',
        name: 'Customer handling',
        focus:
          'Listening to and acknowledging the other person; handling objections or complaints.',
        descriptors: masteryLevels(
          'Acknowledges, empathises and offers the right remedy.',
          'Acknowledges and offers a reasonable remedy.',
          'Responds, but misses the concern or the remedy.',
          'Ignores most of what was said.',
          'No real response.',
        ),
      },
      {
        id: 'language',
        name: 'Language accuracy',
        focus:
          'Grammar, vocabulary and pronunciation or spelling, for a workplace listener or reader.',
        descriptors: masteryLevels(
          'Accurate and natural.',
          'Mostly accurate.',
          'Noticeable errors; meaning clear.',
          'Errors obscure meaning.',
          'Very limited control.',
        ),
      },
    ],
  },
};

export const rubricById = (id: string): Rubric | undefined => RUBRICS[id];
