import type {
  DraftRequest,
  MarkingKind,
  MarkingOverview,
  MarkingTask,
  MarkRequest,
  QueueItem,
} from '@contract/examTypes';
import { SENIOR_MARKING_ROLES, type Role } from '@contract/roles';
import { expertSectionScore, marksAgree } from '@contract/exams/scoring';
import {
  hoursAgo,
  ieltsSpeakingTask,
  ieltsWritingTask,
  markingTaskId,
  masteryWritingTask,
  moderationTask,
} from './markingFixtures';

// The marking console's in-memory backend behind the marking msw handlers, with the server's rules
// (docs/exams.md, "Marking"): claims for MARKING_CLAIM_MINUTES, renewed by a claim or a draft;
// evaluators mark first and second marks, seniors also decide and re-mark; nobody marks a response
// twice. Tests arrange it (markingDb.tasks[0]...) and read it back; reset after each test.

export const CLAIM_MINUTES = 30;

export interface Marker {
  id: string;
  name: string;
  role: Role;
}

export interface StoredMark {
  evaluatorId: string;
  score: number;
  mark: MarkRequest;
}

export interface StoredTask {
  task: MarkingTask;
  /** The response marked: tasks of one response share it (a second mark, a decision). */
  responseId: string;
  status: 'waiting' | 'done';
  claim: { evaluatorId: string; evaluatorName: string; until: number } | null;
  drafts: Map<string, DraftRequest & { savedAt: string }>;
  marks: StoredMark[];
}

const EVALUATOR_KINDS: MarkingKind[] = ['first', 'second'];
export const kindsFor = (role: Role): MarkingKind[] =>
  SENIOR_MARKING_ROLES.includes(role)
    ? ['first', 'second', 'moderation', 'remark']
    : EVALUATOR_KINDS;

/** Another evaluator who holds a claim in the fakes. */
export const OTHER_EVALUATOR = { id: 'evaluator-2', name: 'Priya Nair' };

function stored(task: MarkingTask, responseId = task.taskId): StoredTask {
  return { task, responseId, status: 'waiting', claim: null, drafts: new Map(), marks: [] };
}

function seedTasks(): StoredTask[] {
  const held = stored(
    ieltsWritingTask({
      n: 3,
      kind: 'first',
      candidateNumber: 'VA-2611-0057',
      submittedHoursAgo: 30,
    }),
  );
  held.claim = {
    evaluatorId: OTHER_EVALUATOR.id,
    evaluatorName: OTHER_EVALUATOR.name,
    until: Date.now() + 20 * 60_000,
  };
  return [
    stored(
      ieltsWritingTask({
        n: 1,
        kind: 'first',
        candidateNumber: 'VA-2611-0042',
        submittedHoursAgo: 52,
      }),
    ),
    stored(
      ieltsSpeakingTask({
        n: 2,
        kind: 'first',
        candidateNumber: 'VA-2611-0042',
        submittedHoursAgo: 40,
      }),
    ),
    held,
    stored(moderationTask({ n: 4, candidateNumber: 'VA-2611-0031', submittedHoursAgo: 26 })),
    stored(
      masteryWritingTask({
        n: 5,
        kind: 'second',
        candidateNumber: 'VA-2611-0063',
        submittedHoursAgo: 6,
      }),
    ),
    stored(
      ieltsWritingTask({
        n: 6,
        kind: 'remark',
        candidateNumber: 'VA-2610-0918',
        submittedHoursAgo: 3,
      }),
    ),
  ];
}

function seedOverview(): MarkingOverview {
  return {
    queue: { waiting: 6, claimed: 1, overdue: 1, moderation: 1, remarks: 1 },
    timeToResult: { released: 41, medianHours: 19.5, p90Hours: 38.2 },
    agreement: { pairs: 12, exactShare: 0.42, withinModerationShare: 0.83, meanDifference: 0.6 },
    evaluators: [
      { name: 'Priya Nair', marked: 23, medianMinutes: 21 },
      { name: 'Rahul Menon', marked: 17, medianMinutes: 26.5 },
      { name: 'Sam evaluator', marked: 4, medianMinutes: null },
    ],
    jobs: {
      pending: 3,
      failed: [
        {
          id: 'b7000000-0000-4000-8000-000000000001',
          kind: 'exam.signals',
          attempts: 5,
          lastError: 'pocketsphinx exited with code 1',
          failedAt: hoursAgo(5),
        },
      ],
    },
  };
}

function createMarkingDb() {
  return {
    tasks: seedTasks(),
    overview: seedOverview(),
    /** Where the fakes draw a random share of second marks: a test sets it. */
    secondMarkAlways: false,
  };
}

export const markingDb = createMarkingDb();

export function resetMarkingDb(): void {
  Object.assign(markingDb, createMarkingDb());
}

export const findTask = (taskId: string) =>
  markingDb.tasks.find((entry) => entry.task.taskId === taskId);

/** The live claim: null when free or run out. */
export function liveClaim(entry: StoredTask, now = Date.now()) {
  return entry.claim && entry.claim.until >= now ? entry.claim : null;
}

/** Whether the marker gave any mark on this task's response. */
export const markedBefore = (entry: StoredTask, markerId: string) =>
  markingDb.tasks.some(
    (other) =>
      other.responseId === entry.responseId &&
      other.marks.some((mark) => mark.evaluatorId === markerId),
  );

/** The task as the marker sees it: the claim from their side, their own draft. */
export function taskView(entry: StoredTask, marker: Marker): MarkingTask {
  const claim = liveClaim(entry);
  const draft = entry.drafts.get(marker.id);
  return {
    ...entry.task,
    claim: claim
      ? {
          evaluatorName: claim.evaluatorName,
          mine: claim.evaluatorId === marker.id,
          until: new Date(claim.until).toISOString(),
        }
      : null,
    draft: draft ?? null,
  };
}

export function queueItem(entry: StoredTask, marker: Marker): QueueItem {
  const { task } = entry;
  return {
    taskId: task.taskId,
    candidateNumber: task.candidateNumber,
    testName: task.testName,
    skill: task.skill,
    kind: task.kind,
    submittedAt: task.submittedAt,
    dueAt: task.dueAt,
    overdue: Date.parse(task.dueAt) < Date.now(),
    claim: taskView(entry, marker).claim,
    canClaim: kindsFor(marker.role).includes(task.kind) && !markedBefore(entry, marker.id),
  };
}

/** A claim for CLAIM_MINUTES from now (renewed when it is already the marker's). */
export function claimFor(entry: StoredTask, marker: Marker): void {
  entry.claim = {
    evaluatorId: marker.id,
    evaluatorName: marker.name,
    until: Date.now() + CLAIM_MINUTES * 60_000,
  };
}

/** The skill's score from a mark, as the server computes it. */
export function scoreOf(task: MarkingTask, mark: MarkRequest): number {
  return expertSectionScore(
    task.scheme,
    task.units.map((unit) => ({
      weight: unit.weight,
      criteria: mark.units
        .find((entry) => entry.unitId === unit.unitId)!
        .criteria.map((criterion) => criterion.score),
    })),
  );
}

/** What follows a mark: a second mark when the fakes are told to, a decision on disagreement. */
export function nextAfter(entry: StoredTask, score: number): 'final' | 'second' | 'moderation' {
  const { task } = entry;
  if (task.kind === 'first') return markingDb.secondMarkAlways ? 'second' : 'final';
  if (task.kind !== 'second') return 'final';
  const first = markingDb.tasks.find(
    (other) => other.responseId === entry.responseId && other.task.kind === 'first',
  )?.marks[0];
  if (!first || marksAgree(task.scheme, first.score, score)) return 'final';
  return 'moderation';
}

/** Adds the task a mark asks for next (a second mark or a decision), on the same response. */
export function addFollowUp(entry: StoredTask, kind: 'second' | 'moderation'): void {
  const n = markingDb.tasks.length + 100;
  markingDb.tasks.push({
    ...stored({ ...entry.task, taskId: markingTaskId(n), kind, draft: null }, entry.responseId),
  });
}
