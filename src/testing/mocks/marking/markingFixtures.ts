import type {
  EarlierMark,
  MarkingKind,
  MarkingResponse,
  MarkingTask,
  SkillSignals,
} from '@contract/examTypes';
import type { Skill } from '@contract/exams/catalogue';
import { wordCount } from '@contract/exams/typedAnswers';
import { apiUrl } from '../http';
import {
  MASTERY_EMAIL,
  MASTERY_EMAIL_PROMPT,
  TASK_1_CHART,
  TASK_1_ESSAY,
  TASK_1_PROMPT,
  TASK_2_ESSAY,
  TASK_2_PROMPT,
} from './sampleResponses';

// The marking fakes' tasks: an IELTS essay pair, an IELTS speaking interview, a decision between
// two marks, a mastery email and a re-mark, with the queue's other rows around them.

/** The id of the fakes' n-th marking task. */
export const markingTaskId = (n: number): string =>
  `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IELTS = 'IELTS Practice Test';
export const MASTERY = 'English Mastery Assessment';

const HOUR = 3600_000;
export const hoursAgo = (hours: number, from = Date.now()) =>
  new Date(from - hours * HOUR).toISOString();

/** A spoken answer's signed address, as the server gives it (an <audio> element needs no token). */
export const recordingAddress = (questionId: string) =>
  apiUrl(`/media/recordings/${questionId}?sub=evaluator&exp=4102444800&sig=fake`);

const essay = (
  questionId: string,
  number: number,
  prompt: string[],
  text: string,
  minWords: number,
  part: string,
  figure: MarkingResponse['figure'] = null,
): MarkingResponse => ({
  questionId,
  number,
  part,
  type: 'essay',
  prompt,
  figure,
  cueCard: null,
  text,
  wordCount: wordCount(text),
  minWords,
  maxWords: null,
  recordingSrc: null,
  durationSeconds: null,
});

const SPEAKING_QUESTIONS: [string, string, string, number][] = [
  ['s1-q1', 'Part 1: Introduction and interview', 'Do you live in a house or a flat?', 34],
  ['s1-q2', 'Part 1: Introduction and interview', 'What do you like most about your area?', 28],
  ['s1-q3', 'Part 1: Introduction and interview', 'Are you usually busy in the morning?', 31],
  [
    's2-cue-card',
    'Part 2: Individual long turn',
    'Describe a skill you learned outside school.',
    112,
  ],
  [
    's3-q1',
    'Part 3: Two-way discussion',
    'Which practical skills should every young person learn?',
    52,
  ],
  [
    's3-q2',
    'Part 3: Two-way discussion',
    'Is learning from online videos as good as a teacher?',
    47,
  ],
];

const speech = (
  [questionId, part, prompt, seconds]: (typeof SPEAKING_QUESTIONS)[number],
  index: number,
): MarkingResponse => ({
  questionId,
  number: index + 1,
  part,
  type: 'speech',
  prompt: [prompt],
  figure: null,
  cueCard:
    questionId === 's2-cue-card'
      ? {
          topic:
            'Describe a skill you learned outside school or college that has been useful to you.',
          points: [
            'what the skill is',
            'who you learned it from',
            'how long it took you to learn it',
          ],
          closing: 'and explain why this skill has been useful to you.',
        }
      : null,
  text: null,
  wordCount: null,
  minWords: null,
  maxWords: null,
  recordingSrc: recordingAddress(questionId),
  durationSeconds: seconds,
});

export const writingSignals = (estimate: number | null = 6): SkillSignals => ({
  sectionId: 'writing',
  skill: 'writing',
  estimate,
  signals: [
    {
      id: 'words-task-1',
      label: 'Task 1 words',
      value: '176 of at least 150',
      note: 'Long enough.',
    },
    {
      id: 'words-task-2',
      label: 'Task 2 words',
      value: '291 of at least 250',
      note: 'Long enough.',
    },
    {
      id: 'spelling',
      label: 'Spelling (en-GB)',
      value: '2 words',
      note: '"rised", "there" (for "their").',
    },
    {
      id: 'grammar',
      label: 'Grammar and style flags',
      value: '3',
      note: 'Agreement: "study ... produce".',
    },
    {
      id: 'sentence-length',
      label: 'Mean sentence length',
      value: '19 words',
      note: 'Varied: 6 to 38.',
    },
    {
      id: 'lexical-variety',
      label: 'Lexical variety',
      value: '0.58',
      note: 'Distinct words per word, on 100-word windows.',
    },
    {
      id: 'linking',
      label: 'Linking words',
      value: '14',
      note: 'On the other hand, Moreover, However, In conclusion…',
    },
  ],
  computedAt: hoursAgo(20),
});

export const speakingSignals = (): SkillSignals => ({
  sectionId: 'speaking',
  skill: 'speaking',
  estimate: 6.5,
  signals: [
    {
      id: 'time-spoken',
      label: 'Time spoken',
      value: '4 min 32 s',
      note: 'Every question answered.',
    },
    {
      id: 'speech-rate',
      label: 'Speech rate',
      value: '128 words a minute',
      note: 'A natural pace.',
    },
    {
      id: 'pauses',
      label: 'Pauses over 2 s',
      value: '6',
      note: 'Mostly in Part 2, while planning.',
    },
  ],
  transcript: [
    { word: 'I', start: 0.4, end: 0.5, questionId: 's1-q1' },
    { word: 'live', start: 0.5, end: 0.8, questionId: 's1-q1' },
    { word: 'in', start: 0.8, end: 0.9, questionId: 's1-q1' },
    { word: 'a', start: 0.9, end: 1.0, questionId: 's1-q1' },
    { word: 'flat', start: 1.0, end: 1.4, questionId: 's1-q1' },
    { word: 'near', start: 1.5, end: 1.8, questionId: 's1-q1' },
    { word: 'the', start: 1.8, end: 1.9, questionId: 's1-q1' },
    { word: 'station', start: 1.9, end: 2.5, questionId: 's1-q1' },
  ],
  computedAt: hoursAgo(20),
});

interface TaskSeed {
  n: number;
  kind: MarkingKind;
  skill: Skill;
  candidateNumber: string;
  testName: string;
  submittedHoursAgo: number;
  /** Due this many hours after hand-in (48 by default). */
  dueAfterHours?: number;
}

function baseTask(seed: TaskSeed): Omit<MarkingTask, 'units' | 'scheme' | 'signals'> {
  const now = Date.now();
  const submitted = now - seed.submittedHoursAgo * HOUR;
  return {
    taskId: markingTaskId(seed.n),
    kind: seed.kind,
    candidateNumber: seed.candidateNumber,
    testName: seed.testName,
    skill: seed.skill,
    submittedAt: new Date(submitted).toISOString(),
    dueAt: new Date(submitted + (seed.dueAfterHours ?? 48) * HOUR).toISOString(),
    claim: null,
    earlierMarks: [],
    draft: null,
  };
}

export function ieltsWritingTask(seed: Omit<TaskSeed, 'skill' | 'testName'>): MarkingTask {
  return {
    ...baseTask({ ...seed, skill: 'writing', testName: IELTS }),
    scheme: 'ielts',
    units: [
      {
        unitId: 'task-1',
        title: 'Writing Task 1',
        rubric: 'ielts-writing-task-1',
        weight: 1,
        responses: [
          essay('w-task-1', 1, TASK_1_PROMPT, TASK_1_ESSAY, 150, 'Writing Task 1', TASK_1_CHART),
        ],
      },
      {
        unitId: 'task-2',
        title: 'Writing Task 2',
        rubric: 'ielts-writing-task-2',
        weight: 2,
        responses: [essay('w-task-2', 2, TASK_2_PROMPT, TASK_2_ESSAY, 250, 'Writing Task 2')],
      },
    ],
    signals: writingSignals(),
  };
}

export function ieltsSpeakingTask(seed: Omit<TaskSeed, 'skill' | 'testName'>): MarkingTask {
  return {
    ...baseTask({ ...seed, skill: 'speaking', testName: IELTS }),
    scheme: 'ielts',
    units: [
      {
        unitId: 'interview',
        title: 'Speaking interview (Parts 1-3)',
        rubric: 'ielts-speaking',
        weight: 1,
        responses: SPEAKING_QUESTIONS.map(speech),
      },
    ],
    signals: speakingSignals(),
  };
}

export function masteryWritingTask(seed: Omit<TaskSeed, 'skill' | 'testName'>): MarkingTask {
  return {
    ...baseTask({ ...seed, skill: 'writing', testName: MASTERY }),
    scheme: 'mastery',
    units: [
      {
        unitId: 'email',
        title: 'Writing: an email',
        rubric: 'mastery-writing',
        weight: 1,
        responses: [
          essay('w-email', 1, MASTERY_EMAIL_PROMPT, MASTERY_EMAIL, 120, 'Task 1: an email'),
        ],
      },
    ],
    signals: null,
  };
}

const criteria = (ids: string[], scores: number[], comments: string[] = []) =>
  ids.map((criterionId, i) => ({ criterionId, score: scores[i]!, comment: comments[i] ?? '' }));

const T1 = ['task-achievement', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'];
const T2 = ['task-response', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'];

/** The two marks a senior evaluator decides between (they differ by a band: 6.0 and 7.0). */
export const EARLIER_MARKS: EarlierMark[] = [
  {
    label: 'First marker',
    score: 6,
    comment: 'A clear overview and a balanced essay, held back by slips in grammar.',
    units: [
      {
        unitId: 'task-1',
        criteria: criteria(T1, [6, 6, 6, 5.5], ['Overview present; some data missing.']),
        annotations: [
          {
            questionId: 'w-task-1',
            start: 666,
            end: 671,
            quote: 'rised',
            text: 'Irregular past: "rose".',
          },
        ],
      },
      {
        unitId: 'task-2',
        criteria: criteria(T2, [6, 6.5, 6, 6], ['Position clear, ideas a little general.']),
        annotations: [],
      },
    ],
  },
  {
    label: 'Second marker',
    score: 7,
    comment: 'Well organised with a clear position; range of vocabulary is good.',
    units: [
      {
        unitId: 'task-1',
        criteria: criteria(T1, [7, 7, 6.5, 6.5], ['Key features selected well.']),
        annotations: [],
      },
      {
        unitId: 'task-2',
        criteria: criteria(T2, [7, 7, 7, 6.5], ['Developed, relevant examples.']),
        annotations: [],
      },
    ],
  },
];

export function moderationTask(seed: Omit<TaskSeed, 'skill' | 'testName' | 'kind'>): MarkingTask {
  return { ...ieltsWritingTask({ ...seed, kind: 'moderation' }), earlierMarks: EARLIER_MARKS };
}
