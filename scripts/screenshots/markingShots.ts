import type { Page } from 'playwright-core';
import type { Role } from '../../contract/roles';
import type { User } from '../../contract/types';
import { db } from '../../src/testing/mocks/db';
import { buildCompleteUser } from '../../src/testing/mocks/fixtures';
import { markingTaskId } from '../../src/testing/mocks/marking/markingFixtures';
import { CLAIM_MINUTES, findTask } from '../../src/testing/mocks/marking/markingDb';
import { TASK_1_ESSAY, TASK_2_ESSAY } from '../../src/testing/mocks/marking/sampleResponses';
import { resultAttemptId } from '../../src/testing/mocks/results/resultFixtures';

// The marking and results screens the harness draws (scripts/screenshots/mswHarness.ts).

export interface Shot {
  name: string;
  path: string;
  /** Arranges the fakes; answers the session to sign in with (none: a visitor). */
  arrange: () => { token: string; user: User } | null;
  act?: (page: Page, width: number) => Promise<void>;
}

const PEOPLE: Partial<Record<Role, Partial<User>>> = {
  evaluator: { id: 'evaluator-1', name: 'Meera Iyer', email: 'meera@academy.test' },
  senior_evaluator: { id: 'senior-1', name: 'Arjun Rao', email: 'arjun@academy.test' },
  admin: { id: 'admin-1', name: 'Kavya Shah', email: 'kavya@academy.test' },
};

function signIn(role: Role) {
  const user =
    role === 'learner' ? buildCompleteUser() : buildCompleteUser({ ...PEOPLE[role], role });
  return { token: db.signIn(user), user };
}

function claimFor(taskNumber: number, userId: string, name: string) {
  findTask(markingTaskId(taskNumber))!.claim = {
    evaluatorId: userId,
    evaluatorName: name,
    until: Date.now() + (CLAIM_MINUTES - 4) * 60_000,
  };
}

const criteria = (ids: string[], scores: (number | null)[], comments: string[] = []) =>
  ids.map((criterionId, i) => ({
    criterionId,
    score: scores[i] ?? null,
    comment: comments[i] ?? '',
  }));
const around = (text: string, quote: string) => {
  const start = text.indexOf(quote);
  return { start, end: start + quote.length, quote };
};

function writingDraft() {
  const entry = findTask(markingTaskId(1))!;
  entry.drafts.set('evaluator-1', {
    comment: '',
    savedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    units: [
      {
        unitId: 'task-1',
        criteria: criteria(
          ['task-achievement', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
          [7, 7, 6, null],
          ['A clear overview; every key change reported.', '', '"rised" for "rose".'],
        ),
        annotations: [
          {
            questionId: 'w-task-1',
            ...around(TASK_1_ESSAY, 'rised'),
            text: 'The past of "rise" is "rose".',
          },
          {
            questionId: 'w-task-1',
            ...around(TASK_1_ESSAY, 'Overall, the car was the most popular way in every year'),
            text: 'A clear overview, placed early: good.',
          },
        ],
      },
      {
        unitId: 'task-2',
        criteria: criteria(
          ['task-response', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
          [null, null, null, null],
        ),
        annotations: [
          {
            questionId: 'w-task-2',
            ...around(TASK_2_ESSAY, 'there main subject'),
            text: '"their", not "there".',
          },
        ],
      },
    ],
  });
}

function speakingDraft() {
  findTask(markingTaskId(2))!.drafts.set('evaluator-1', {
    comment: '',
    savedAt: new Date(Date.now() - 60_000).toISOString(),
    units: [
      {
        unitId: 'interview',
        criteria: criteria(
          ['fluency-coherence', 'lexical-resource', 'grammatical-range', 'pronunciation'],
          [6.5, 7, null, null],
        ),
        annotations: [
          { questionId: 's2-cue-card', atSeconds: 4.2, text: 'A long pause while planning.' },
          {
            questionId: 's2-cue-card',
            atSeconds: 9.5,
            text: '"I have learnt it since two years": tense.',
          },
        ],
      },
    ],
  });
}

const evaluator = () => {
  const session = signIn('evaluator');
  claimFor(1, session.user.id, session.user.name);
  claimFor(2, session.user.id, session.user.name);
  return session;
};

export const SHOTS: Shot[] = [
  {
    name: 'marking-queue',
    path: '/admin/marking?view=all',
    arrange: evaluator,
  },
  {
    name: 'marking-writing',
    path: `/admin/marking/${markingTaskId(1)}`,
    arrange: () => {
      const session = evaluator();
      writingDraft();
      return session;
    },
  },
  {
    name: 'marking-speaking',
    path: `/admin/marking/${markingTaskId(2)}`,
    arrange: () => {
      const session = evaluator();
      speakingDraft();
      return session;
    },
    act: async (page) => {
      await page.getByRole('button', { name: /^Q4/ }).click();
      await page
        .getByText('Drawing the waveform…')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
    },
  },
  {
    name: 'marking-moderation',
    path: `/admin/marking/${markingTaskId(4)}`,
    arrange: () => {
      const session = signIn('senior_evaluator');
      claimFor(4, session.user.id, session.user.name);
      return session;
    },
  },
  {
    name: 'marking-overview',
    path: '/admin/marking/overview',
    arrange: () => signIn('admin'),
  },
  {
    name: 'results-provisional',
    path: `/user-dash/mytests/${resultAttemptId(2)}/results`,
    arrange: () => signIn('learner'),
  },
  {
    name: 'results-final',
    path: `/user-dash/mytests/${resultAttemptId(1)}/results`,
    arrange: () => signIn('learner'),
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Part 1/ })
        .first()
        .click();
    },
  },
  {
    name: 'verification',
    path: '/results/VR-7K3M9QXP2HDA',
    arrange: () => null,
  },
  {
    name: 'verification-not-found',
    path: '/results/VR-NOTAREPORT12',
    arrange: () => null,
  },
];
