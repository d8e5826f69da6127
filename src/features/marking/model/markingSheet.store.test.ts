import { http, HttpResponse } from 'msw';
import * as m from '@contract/messages/marking';
import type { Role } from '@contract/roles';
import { getErrorCode, getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { staffSession } from '@/testing/admin/staffSession';
import { apiUrl } from '@/testing/mocks/http';
import { findTask, markingDb, OTHER_EVALUATOR } from '@/testing/mocks/marking/markingDb';
import { recordRequests } from '@/testing/mocks/requestLog';
import { server } from '@/testing/mocks/server';
import { createTestStore } from '@/testing/storeTestUtils';
import { markingApi } from '../api/markingApi';
import {
  annotationAdded,
  criterionScored,
  selectSheetDirty,
  selectSheetState,
  sheetCommented,
  sheetOpened,
} from './markingSheetSlice';
import { sheetFor } from './sheetRules';
import { claimSheetTask, saveSheetDraft, submitSheet } from './sheetThunks';

const WRITING = 'f1000000-0000-4000-8000-000000000001';
const HELD = 'f1000000-0000-4000-8000-000000000003';

const storeAs = (role: Role = 'evaluator') =>
  createTestStore(staffSession(role).preloadedState).store;

type Store = ReturnType<typeof storeAs>;

async function openSheet(store: Store, taskId = WRITING) {
  const { data } = await store.dispatch(markingApi.endpoints.claimTask.initiate(taskId));
  store.dispatch(sheetOpened({ taskId, sheet: sheetFor(data!.task), savedAt: null }));
  return data!.task;
}

function scoreEverything(store: Store, score = 6.5) {
  for (const unit of selectSheetState(store.getState()).sheet.units)
    for (const criterion of unit.criteria)
      store.dispatch(
        criterionScored({ unitId: unit.unitId, criterionId: criterion.criterionId, score }),
      );
}

describe('claiming a task', () => {
  it('locks it to the evaluator for 30 minutes and shows it in their queue', async () => {
    const store = storeAs();
    const { data } = await store.dispatch(markingApi.endpoints.claimTask.initiate(WRITING));
    expect(data?.task.claim).toEqual(
      expect.objectContaining({ evaluatorName: 'Sam evaluator', mine: true }),
    );
    const minutes = (Date.parse(data!.task.claim!.until) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const mine = await store.dispatch(
      markingApi.endpoints.getMarkingQueue.initiate({ view: 'mine' }),
    );
    expect(mine.data?.rows.map((row) => row.taskId)).toEqual([WRITING]);
    expect(mine.data?.counts.mine).toBe(1);
  });

  it('is refused with 409, who holds it and until when, and the queue shows the holder', async () => {
    const store = storeAs();
    const queue = store.dispatch(markingApi.endpoints.getMarkingQueue.initiate({ view: 'all' }));
    await queue;
    const log = recordRequests();
    const refused = await store.dispatch(claimSheetTask(HELD));
    expect(refused.payload).toMatch(
      new RegExp(`^${OTHER_EVALUATOR.name} is marking this response until \\d\\d:\\d\\d IST`),
    );
    const direct = await store.dispatch(markingApi.endpoints.claimTask.initiate(HELD));
    expect(getErrorStatus(direct.error)).toBe(409);
    expect(getErrorCode(direct.error)).toBe('TASK_HELD');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The refusal refreshed the queue, so the row says who is marking it.
    expect(log.map((entry) => `${entry.method} ${entry.path.split('?')[0]}`)).toContain(
      'GET /api/marking/queue',
    );
    const row = markingApi.endpoints.getMarkingQueue
      .select({ view: 'all' })(store.getState() as never)
      .data?.rows.find((entry) => entry.taskId === HELD);
    expect(row?.claim).toEqual(
      expect.objectContaining({ evaluatorName: 'Priya Nair', mine: false }),
    );
    queue.unsubscribe();
  });

  it('keeps a plain evaluator off decisions between two marks (403)', async () => {
    const store = storeAs('evaluator');
    const refused = await store.dispatch(
      markingApi.endpoints.claimTask.initiate('f1000000-0000-4000-8000-000000000004'),
    );
    expect(getErrorStatus(refused.error)).toBe(403);
    expect(getErrorMessage(refused.error)).toBe(m.SENIOR_ONLY);
  });
});

describe('the draft autosave', () => {
  it('sends the sheet only when it changed, renews the claim, and reads the task again', async () => {
    const store = storeAs();
    await openSheet(store);
    // The marking screen reads the task (its claim's end) while it is open.
    const screen = store.dispatch(markingApi.endpoints.getMarkingTask.initiate(WRITING));
    await screen;
    const log = recordRequests();
    await store.dispatch(saveSheetDraft());
    expect(log).toHaveLength(0);

    store.dispatch(sheetCommented('Clear and well organised.'));
    store.dispatch(
      annotationAdded({
        unitId: 'task-1',
        annotation: { questionId: 'w-task-1', start: 666, end: 671, quote: 'rised', text: 'rose' },
      }),
    );
    expect(selectSheetDirty(store.getState())).toBe(true);
    const before = findTask(WRITING)!.claim!.until;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.dispatch(saveSheetDraft());

    expect(selectSheetDirty(store.getState())).toBe(false);
    expect(selectSheetState(store.getState()).savedAt).toEqual(expect.any(String));
    const draft = findTask(WRITING)!.drafts.get('evaluator-1');
    expect(draft?.comment).toBe('Clear and well organised.');
    expect(draft?.units[0]!.annotations).toEqual([
      expect.objectContaining({ start: 666, end: 671, text: 'rose' }),
    ]);
    expect(draft?.units[0]!.criteria.every((criterion) => criterion.score === null)).toBe(true);
    expect(findTask(WRITING)!.claim!.until).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      `PUT /api/marking/tasks/${WRITING}/draft`,
      `GET /api/marking/tasks/${WRITING}`,
    ]);
    const { data } = markingApi.endpoints.getMarkingTask.select(WRITING)(store.getState() as never);
    expect(Date.parse(data!.task.claim!.until)).toBe(findTask(WRITING)!.claim!.until);
    screen.unsubscribe();
  });

  it('says the claim was lost when another evaluator took the task, and stops saving', async () => {
    const store = storeAs();
    await openSheet(store);
    const entry = findTask(WRITING)!;
    entry.claim = {
      evaluatorId: OTHER_EVALUATOR.id,
      evaluatorName: 'Priya Nair',
      until: Date.now() + 600_000,
    };
    store.dispatch(sheetCommented('Typed after the claim ran out.'));
    await store.dispatch(saveSheetDraft());
    const state = selectSheetState(store.getState());
    expect(state.claimLost).toBe(true);
    expect(state.saveError).toMatch(/^Priya Nair is marking this response until/);
    expect(selectSheetDirty(store.getState())).toBe(true);

    const log = recordRequests();
    store.dispatch(sheetCommented('And more.'));
    await store.dispatch(saveSheetDraft());
    expect(log).toHaveLength(0);
  });

  it('keeps the changes as unsaved when the connection drops, and sends them next time', async () => {
    const store = storeAs();
    await openSheet(store);
    server.use(http.put(apiUrl('/marking/tasks/:taskId/draft'), () => HttpResponse.error()));
    store.dispatch(sheetCommented('Kept on this screen.'));
    await store.dispatch(saveSheetDraft());
    expect(selectSheetState(store.getState()).claimLost).toBe(false);
    expect(selectSheetDirty(store.getState())).toBe(true);
    server.resetHandlers();
    await store.dispatch(saveSheetDraft());
    expect(selectSheetDirty(store.getState())).toBe(false);
    expect(findTask(WRITING)!.drafts.get('evaluator-1')?.comment).toBe('Kept on this screen.');
  });
});

describe('submitting a mark', () => {
  it('names every criterion still without a mark, and sends nothing', async () => {
    const store = storeAs();
    const task = await openSheet(store);
    store.dispatch(
      criterionScored({ unitId: 'task-1', criterionId: 'task-achievement', score: 6 }),
    );
    const log = recordRequests();
    const outcome = (await store.dispatch(submitSheet(task))).payload;
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'Writing Task 1: give a mark for Coherence and Cohesion.',
        'Writing Task 1: give a mark for Lexical Resource.',
        'Writing Task 1: give a mark for Grammatical Range and Accuracy.',
        'Writing Task 2: give a mark for Task Response.',
        'Writing Task 2: give a mark for Coherence and Cohesion.',
        'Writing Task 2: give a mark for Lexical Resource.',
        'Writing Task 2: give a mark for Grammatical Range and Accuracy.',
      ],
    });
    expect(log).toHaveLength(0);
  });

  it('sends every criterion, the notes and the comment; the task leaves the queue', async () => {
    const store = storeAs();
    const task = await openSheet(store);
    scoreEverything(store, 6.5);
    store.dispatch(
      criterionScored({ unitId: 'task-1', criterionId: 'task-achievement', score: 5 }),
    );
    store.dispatch(sheetCommented('  Well argued.  '));
    const outcome = (await store.dispatch(submitSheet(task))).payload;
    // Task 1 mean 6.125, Task 2 mean 6.5: (6.125 + 2 × 6.5) / 3 = 6.375, rounded to 6.5.
    expect(outcome).toEqual({ ok: true, result: { score: 6.5, next: 'final' } });
    const entry = findTask(WRITING)!;
    expect(entry.status).toBe('done');
    expect(entry.marks[0]!.mark.comment).toBe('Well argued.');
    expect(entry.marks[0]!.mark.units[0]!.criteria[0]).toEqual({
      criterionId: 'task-achievement',
      score: 5,
      comment: '',
    });
    const waiting = await store.dispatch(
      markingApi.endpoints.getMarkingQueue.initiate({ view: 'waiting' }, { forceRefetch: true }),
    );
    expect(waiting.data?.rows.map((row) => row.taskId)).not.toContain(WRITING);
  });

  it('asks for a second mark when the rules say so; the same evaluator cannot give it', async () => {
    markingDb.secondMarkAlways = true;
    const store = storeAs();
    const task = await openSheet(store);
    scoreEverything(store, 7);
    const outcome = (await store.dispatch(submitSheet(task))).payload;
    expect(outcome).toEqual({ ok: true, result: { score: 7, next: 'second' } });
    const second = markingDb.tasks.find(
      (entry) => entry.responseId === WRITING && entry.task.kind === 'second',
    )!;
    const again = await store.dispatch(markingApi.endpoints.claimTask.initiate(second.task.taskId));
    expect(getErrorStatus(again.error)).toBe(403);
    expect(getErrorMessage(again.error)).toBe(m.MARKED_BEFORE);
  });

  it('shows the server’s refusal when the claim was lost before sending', async () => {
    const store = storeAs();
    const task = await openSheet(store);
    scoreEverything(store);
    findTask(WRITING)!.claim = null;
    const outcome = (await store.dispatch(submitSheet(task))).payload;
    expect(outcome).toEqual({ ok: false, message: m.CLAIM_FIRST });
  });
});
