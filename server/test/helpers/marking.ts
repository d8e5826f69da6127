import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../../src/app';
import { createMemoryMediaStorage, type MediaStorage } from '../../src/services/media/storage';
import type { SignalTools } from '../../src/services/marking/signals/signalTools';
import { builtInStyleChecker } from '../../src/services/marking/signals/styleFlags';
import { wordSetChecker } from '../../src/services/marking/signals/spelling';
import {
  closeExpertSections,
  ESSAY_TASK_1,
  ESSAY_TASK_2,
  handedInAttempt,
  type AttemptPlan,
  type HandedIn,
} from './examAttempts';
import { signInAs } from './staff';
import { createTestApp, type TestContext } from './testApp';
import type { SignedIn } from './users';

// The people of a marking test (a learner with a name of their own, two evaluators, a senior
// evaluator, an admin) and calls to the marking API as each of them.

/** The learner's name and email: no evaluator answer may contain either. */
export const LEARNER_NAME = 'Ananya Deshpande';

/** Signals that need nothing installed: every word of the test essays is "known", no audio tools. */
export function testSignalTools(): SignalTools {
  const known = new Set(`${ESSAY_TASK_1} ${ESSAY_TASK_2}`.toLowerCase().match(/[a-z']+/g) ?? []);
  return {
    spelling: () => wordSetChecker(known, 'the test word list'),
    style: builtInStyleChecker,
    decoder: null,
    recogniser: null,
  };
}

export interface MarkingWorld {
  t: TestContext;
  media: MediaStorage;
  learner: SignedIn;
  first: SignedIn;
  second: SignedIn;
  senior: SignedIn;
  admin: SignedIn;
}

async function named(t: TestContext, who: SignedIn, name: string): Promise<SignedIn> {
  await t.db.query('UPDATE users SET name = $2 WHERE id = $1', [who.user.id, name]);
  return { ...who, user: { ...who.user, name } };
}

export async function markingWorld(
  overrides: Parameters<typeof createTestApp>[0] = {},
  deps: AppDeps = {},
): Promise<MarkingWorld> {
  const media = createMemoryMediaStorage();
  const t = await createTestApp(overrides, {
    media,
    signalTools: testSignalTools(),
    ...deps,
  });
  const learner = await named(t, await signInAs(t, 'learner'), LEARNER_NAME);
  return {
    t,
    media,
    learner,
    first: await named(t, await signInAs(t, 'evaluator'), 'Priya Nair'),
    second: await named(t, await signInAs(t, 'evaluator'), 'Rahul Mehta'),
    senior: await named(t, await signInAs(t, 'senior_evaluator'), 'Meera Iyer'),
    admin: await named(t, await signInAs(t, 'admin'), 'Admin Person'),
  };
}

/** GET/POST/PUT under /api/marking as `who`. */
export function marking(t: TestContext, who: SignedIn | undefined) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/marking${url}`,
      headers: who?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  return {
    queue: (query = '') => call('GET', `/queue${query}`),
    task: (taskId: string) => call('GET', `/tasks/${taskId}`),
    claim: (taskId: string) => call('POST', `/tasks/${taskId}/claim`),
    release: (taskId: string) => call('POST', `/tasks/${taskId}/release`),
    draft: (taskId: string, body: object) => call('PUT', `/tasks/${taskId}/draft`, body),
    mark: (taskId: string, body: object) => call('POST', `/tasks/${taskId}/mark`, body),
    overview: () => call('GET', '/overview'),
  };
}

/** A typical IELTS attempt: listening 7, reading 6.5, both essays written, speaking recorded. */
export function ieltsPlan(world: MarkingWorld, plan: AttemptPlan = {}): AttemptPlan {
  return {
    objective: { listening: { raw: 30, score: 7 }, reading: { raw: 27, score: 6.5 } },
    essays: { 'w-task-1': ESSAY_TASK_1, 'w-task-2': ESSAY_TASK_2 },
    recordings: {
      's1-q1': { body: Buffer.from('not really opus'), durationSeconds: 24 },
      's2-cue-card': { body: Buffer.from('not really opus either'), durationSeconds: 95 },
    },
    media: world.media,
    ...plan,
  };
}

/**
 * A handed-in attempt whose expert sections have closed (first tasks queued, signals computed).
 * `estimate`: what the signals' estimates are set to afterwards (null: none), so a test decides
 * whether the signals-gap rule can apply.
 */
export async function readyForMarking(
  world: MarkingWorld,
  plan: AttemptPlan = ieltsPlan(world),
  { estimate = null }: { estimate?: number | null } = {},
): Promise<HandedIn> {
  const attempt = await handedInAttempt(world.t, world.learner.user.id, plan);
  const expert = (plan.file?.form.sections ?? [{ id: 'writing' }, { id: 'speaking' }])
    .filter((section) => !('marking' in section) || section.marking === 'expert')
    .map((section) => section.id);
  await closeExpertSections(world.t, attempt.attemptId, expert);
  await world.t.db.query('UPDATE exam_signals SET estimate = $2 WHERE attempt_id = $1', [
    attempt.attemptId,
    estimate,
  ]);
  return attempt;
}

/** The waiting task of a kind for one section of an attempt. */
export async function waitingTask(
  t: TestContext,
  attemptId: string,
  sectionId: string,
  kind = 'first',
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM marking_tasks WHERE attempt_id = $1 AND section_id = $2 AND kind = $3
     AND status = 'waiting'`,
    [attemptId, sectionId, kind],
  );
  if (!rows[0]) throw new Error(`No waiting ${kind} task for ${sectionId}`);
  return rows[0].id;
}

/** Claims and marks a task in one go; answers the mark's response. */
export async function claimAndMark(
  t: TestContext,
  who: SignedIn,
  taskId: string,
  body: object,
): Promise<LightMyRequestResponse> {
  const claimed = await marking(t, who).claim(taskId);
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  return marking(t, who).mark(taskId, body);
}
