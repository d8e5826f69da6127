import type { ExamResult, QuestionReview, SkillResult, VerifiedReport } from '@contract/examTypes';
import { rubricById } from '@contract/exams/rubrics';
import { apiUrl } from '../http';
import {
  hoursAgo,
  recordingAddress,
  speakingSignals,
  writingSignals,
} from '../marking/markingFixtures';
import {
  TASK_1_ESSAY,
  TASK_1_PROMPT,
  TASK_2_ESSAY,
  TASK_2_PROMPT,
} from '../marking/sampleResponses';

// A learner's results in the fakes: an IELTS attempt while its writing and speaking are marked
// (provisional), the same attempt released (final, with its report), and its public report.

/** The id of the fakes' n-th attempt with results. */
export const resultAttemptId = (n: number): string =>
  `a3000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const REPORT_ID = 'VR-7K3M9QXP2HDA';

const LISTENING_PARTS = ['Part 1', 'Part 2'];

function listeningQuestions(): QuestionReview[] {
  const rows: [string, string, string, boolean, string][] = [
    [
      'Name of the booking: Mrs ___',
      'Dsouza',
      "D'Souza",
      false,
      'The caller spells it: D, apostrophe, S-O-U-Z-A.',
    ],
    ['Number of guests: ___', '45', '45', true, 'She says forty-five, after first saying forty.'],
    ['The hall is on ___ Road', 'Station', 'Station', true, '"It is the hall on Station Road."'],
    [
      'Deposit to pay: Rs. ___',
      '2,000',
      '5,000',
      false,
      // eslint-disable-next-line no-restricted-syntax -- a listening answer's explanation, as written in the form
      'Rs. 2,000 is the cleaning fee; the deposit is Rs. 5,000.',
    ],
    [
      'Which room will they use?',
      'B: the garden room',
      'B: the garden room',
      true,
      'The main hall is being painted.',
    ],
    [
      'What time must guests leave?',
      'C: 11 pm',
      'A: 10.30 pm',
      false,
      'The music stops at 10.30 and guests leave then.',
    ],
  ];
  return rows.map(([prompt, yours, right, correct, explanation], index) => ({
    questionId: `l-q${index + 1}`,
    number: index + 1,
    part: LISTENING_PARTS[index < 3 ? 0 : 1],
    prompt,
    yourAnswer: yours,
    rightAnswer: right,
    correct,
    marks: correct ? 1 : 0,
    maxMarks: 1,
    explanation,
  }));
}

function readingQuestions(): QuestionReview[] {
  const rows: [string, string | string[], string, boolean, string][] = [
    [
      'Qanats were first built in Persia.',
      'TRUE',
      'TRUE',
      true,
      'Paragraph A: "first dug in ancient Persia".',
    ],
    [
      'Qanats need pumps to move water.',
      'NOT GIVEN',
      'FALSE',
      false,
      'Paragraph B: gravity alone moves the water.',
    ],
    [
      'Choose TWO benefits the writer mentions.',
      ['A', 'D'],
      'A; D',
      true,
      'Paragraph E names less evaporation (A) and no fuel (D).',
    ],
  ];
  return rows.map(([prompt, yours, right, correct, explanation], index) => ({
    questionId: `r-q${index + 1}`,
    number: index + 1,
    part: 'Reading Passage 1',
    prompt,
    yourAnswer: yours,
    rightAnswer: right,
    correct,
    marks: correct ? (Array.isArray(yours) ? 2 : 1) : 0,
    maxMarks: Array.isArray(yours) ? 2 : 1,
    explanation,
  }));
}

const criterion = (rubric: string, index: number, score: number, comment: string) => {
  const found = rubricById(rubric)!.criteria[index]!;
  const descriptor =
    [...found.descriptors].sort(
      (a, b) => Math.abs(a.level - score) - Math.abs(b.level - score) || a.level - b.level,
    )[0]?.text ?? '';
  return { criterionId: found.id, name: found.name, score, comment, descriptor };
};

function writingResult(released: boolean): SkillResult {
  return {
    sectionId: 'writing',
    skill: 'writing',
    title: 'Writing',
    score: released ? 6.5 : null,
    cefr: null,
    raw: null,
    maxRaw: null,
    marking: 'expert',
    questions: [],
    ...(released && {
      comment: 'A well-organised pair of answers; work on past forms and agreement.',
    }),
    units: released
      ? [
          {
            unitId: 'task-1',
            title: 'Writing Task 1',
            score: 6.5,
            criteria: [
              criterion('ielts-writing-task-1', 0, 7, 'A clear overview and the key changes.'),
              criterion('ielts-writing-task-1', 1, 7, 'Paragraphs follow the data logically.'),
              criterion('ielts-writing-task-1', 2, 6, 'Good range; "rised" is a slip.'),
              criterion('ielts-writing-task-1', 3, 6, 'Mostly accurate; check past forms.'),
            ],
            annotations: [
              {
                questionId: 'w-task-1',
                start: 666,
                end: 671,
                quote: 'rised',
                text: 'The past of "rise" is "rose".',
              },
            ],
            responses: [
              {
                questionId: 'w-task-1',
                number: 1,
                prompt: TASK_1_PROMPT,
                text: TASK_1_ESSAY,
                recordingSrc: null,
              },
            ],
          },
          {
            unitId: 'task-2',
            title: 'Writing Task 2',
            score: 6.5,
            criteria: [
              criterion('ielts-writing-task-2', 0, 7, 'Both views discussed and a clear opinion.'),
              criterion(
                'ielts-writing-task-2',
                1,
                7,
                'Well linked; paragraphs have one idea each.',
              ),
              criterion('ielts-writing-task-2', 2, 6, '"there" for "their" once.'),
              criterion('ielts-writing-task-2', 3, 6, 'Agreement slips in complex sentences.'),
            ],
            annotations: [
              {
                questionId: 'w-task-2',
                start: TASK_2_ESSAY.indexOf('produce'),
                end: TASK_2_ESSAY.indexOf('produce') + 'produce'.length,
                quote: 'produce',
                text: '"study ... produces": the subject is singular.',
              },
            ],
            responses: [
              {
                questionId: 'w-task-2',
                number: 2,
                prompt: TASK_2_PROMPT,
                text: TASK_2_ESSAY,
                recordingSrc: null,
              },
            ],
          },
        ]
      : [],
  };
}

function speakingResult(released: boolean): SkillResult {
  return {
    sectionId: 'speaking',
    skill: 'speaking',
    title: 'Speaking',
    score: released ? 7 : null,
    cefr: null,
    raw: null,
    maxRaw: null,
    marking: 'expert',
    questions: [],
    units: released
      ? [
          {
            unitId: 'interview',
            title: 'Speaking interview (Parts 1-3)',
            score: 7,
            criteria: [
              criterion('ielts-speaking', 0, 7, 'Speaks at length; a few pauses in Part 2.'),
              criterion('ielts-speaking', 1, 7, 'Idiomatic at times.'),
              criterion('ielts-speaking', 2, 6.5, 'Complex sentences, some errors.'),
              criterion('ielts-speaking', 3, 7, 'Clear throughout.'),
            ],
            annotations: [
              {
                questionId: 's2-cue-card',
                atSeconds: 14,
                text: 'A long pause while planning: use a filler phrase.',
              },
            ],
            responses: [
              {
                questionId: 's1-q1',
                number: 1,
                prompt: ['Do you live in a house or a flat?'],
                text: null,
                recordingSrc: recordingAddress('s1-q1'),
              },
              {
                questionId: 's2-cue-card',
                number: 6,
                prompt: ['Describe a skill you learned outside school.'],
                text: null,
                recordingSrc: recordingAddress('s2-cue-card'),
              },
            ],
          },
        ]
      : [],
  };
}

function objective(
  skill: 'listening' | 'reading',
  score: number,
  raw: number,
  questions: QuestionReview[],
  released: boolean,
): SkillResult {
  return {
    sectionId: skill,
    skill,
    title: skill === 'listening' ? 'Listening' : 'Academic Reading',
    score,
    cefr: null,
    raw,
    maxRaw: 40,
    marking: 'objective',
    questions: released ? questions : [],
    units: [],
  };
}

export function ieltsResult(
  status: 'provisional' | 'final',
  attemptId = resultAttemptId(1),
): ExamResult {
  const released = status === 'final';
  return {
    attemptId,
    testSlug: 'ielts-practice',
    testName: 'IELTS Practice Test',
    scheme: 'ielts',
    candidateNumber: 'VA-2611-0042',
    takenAt: hoursAgo(60),
    status,
    overall: released ? 6.5 : null,
    cefr: null,
    skills: [
      objective('listening', 6.5, 27, listeningQuestions(), released),
      objective('reading', 6, 24, readingQuestions(), released),
      writingResult(released),
      speakingResult(released),
    ],
    signals: [writingSignals(), speakingSignals()],
    recommendations: released
      ? [
          {
            courseSlug: 'ielts-academic-reading',
            title: 'IELTS Academic Reading',
            reason: 'Your lowest result was Reading (6.0): this course works on it.',
          },
        ]
      : [],
    report: released
      ? {
          reportId: REPORT_ID,
          verifyUrl: `http://localhost:3000/results/${REPORT_ID}`,
          pdfUrl: `/api/exam/attempts/${attemptId}/report.pdf`,
        }
      : null,
    remarkUntil: released ? new Date(Date.now() + 13 * 24 * 3600_000).toISOString() : null,
    remarks: [],
  };
}

export function verifiedReport(): VerifiedReport {
  return {
    reportId: REPORT_ID,
    candidateName: 'Asha Verma',
    testName: 'IELTS Practice Test',
    takenAt: hoursAgo(60),
    issuedAt: hoursAgo(4),
    scheme: 'ielts',
    overall: 6.5,
    cefr: null,
    skills: [
      { skill: 'listening', title: 'Listening', score: 6.5, cefr: null },
      { skill: 'reading', title: 'Academic Reading', score: 6, cefr: null },
      { skill: 'writing', title: 'Writing', score: 6.5, cefr: null },
      { skill: 'speaking', title: 'Speaking', score: 7, cefr: null },
    ],
    revisedAt: null,
  };
}

/** The PDF's address the fakes answer (the learner's token goes with the request). */
export const reportPdfAddress = (attemptId: string) =>
  apiUrl(`/exam/attempts/${attemptId}/report.pdf`);
