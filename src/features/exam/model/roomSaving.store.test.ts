import { ATTEMPT_ELSEWHERE, SECTION_TIME_UP } from '@contract/messages/exams';
import { examDb } from '@/testing/mocks/exam/examDb';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { examApi } from '../api/examApi';
import { saveAcknowledged } from './examRoomSlice';
import { selectPendingAnswers, selectRoom, selectSaveState } from './roomSelectors';
import { enterSection, flushSaves, giveAnswer, toggleFlag } from './roomThunks';
import { tabId } from './tabId';

async function startedRoom() {
  const signedIn = createSignedInStore();
  const entitlement = examDb.addEntitlement(signedIn.user.id);
  const { store } = signedIn;
  const started = await store.dispatch(
    examApi.endpoints.startAttempt.initiate({
      entitlementId: entitlement.id,
      mode: 'exam',
      tabId: tabId(),
    }),
  );
  await store.dispatch(enterSection(started.data!));
  return { ...signedIn, attemptId: started.data!.attempt.id };
}

const held = (attemptId: string, questionId: string) =>
  examDb.attempts.get(attemptId)!.answers.get(questionId);

/** A fresh store on the same browser: what a reload gives (IndexedDB and the tab's name kept). */
async function reloaded(user: ReturnType<typeof createSignedInStore>['user'], attemptId: string) {
  const { store } = createSignedInStore(user);
  const opened = await store.dispatch(
    examApi.endpoints.openAttempt.initiate({ attemptId, tabId: tabId(), takeover: false }),
  );
  await store.dispatch(enterSection(opened.data!));
  return store;
}

describe('the exam room saves every answer', () => {
  it('sends answers with increasing seq; the server holds them and the room shows saved', async () => {
    const { store, attemptId } = await startedRoom();
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    await store.dispatch(toggleFlag('l-q2'));
    await store.dispatch(flushSaves());

    expect(held(attemptId, 'l-q1')).toEqual({
      questionId: 'l-q1',
      value: 'Sharma',
      flagged: false,
      seq: 1,
    });
    expect(held(attemptId, 'l-q2')).toMatchObject({ value: null, flagged: true, seq: 2 });
    expect(selectSaveState(store.getState())).toBe('saved');
  });

  it('an older acknowledgement never overwrites a newer answer given while it was in flight', async () => {
    const { store, attemptId } = await startedRoom();
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    const flushing = store.dispatch(flushSaves());
    // Typed while the first save is on its way.
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharman' }));
    await flushing;

    expect(selectRoom(store.getState()).answers['l-q1']).toMatchObject({
      value: 'Sharman',
      seq: 2,
    });
    expect(held(attemptId, 'l-q1')).toMatchObject({ value: 'Sharman', seq: 2 });
    expect(examDb.saveLog.map((save) => save.answers.map((a) => a.value))).toEqual([
      ['Sharma'],
      ['Sharman'],
    ]);

    // A late acknowledgement of seq 1 (a retried request) changes nothing on screen.
    store.dispatch(
      saveAcknowledged({
        saved: [{ questionId: 'l-q1', seq: 1 }],
        highlights: [],
        deadlineAt: null,
        serverNow: new Date().toISOString(),
        receivedAt: Date.now(),
      }),
    );
    expect(selectRoom(store.getState()).answers['l-q1']).toMatchObject({ value: 'Sharman' });
    expect(selectPendingAnswers(store.getState())).toEqual([]);
  });

  it('offline: answers are kept on this device and sent when the connection returns', async () => {
    const { store, attemptId } = await startedRoom();
    examDb.offline = true;
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    await store.dispatch(giveAnswer({ questionId: 'l-q3', value: ['A', 'C'] }));
    await store.dispatch(flushSaves());

    expect(selectSaveState(store.getState())).toBe('offline');
    expect(held(attemptId, 'l-q1')).toBeUndefined();

    examDb.offline = false;
    await store.dispatch(flushSaves());
    expect(selectSaveState(store.getState())).toBe('saved');
    expect(held(attemptId, 'l-q1')?.value).toBe('Sharma');
    expect(held(attemptId, 'l-q3')?.value).toEqual(['A', 'C']);
  });

  it('a reload while offline keeps the unsent answers and sends them once the server answers', async () => {
    const { store, user, attemptId } = await startedRoom();
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    await store.dispatch(flushSaves());
    examDb.offline = true;
    await store.dispatch(giveAnswer({ questionId: 'l-q2', value: 'Saturday' }));
    await store.dispatch(flushSaves());
    examDb.offline = false;

    const after = await reloaded(user, attemptId);
    expect(selectRoom(after.getState()).answers).toMatchObject({
      'l-q1': { value: 'Sharma', seq: 1 },
      'l-q2': { value: 'Saturday', seq: 2 },
    });
    expect(selectSaveState(after.getState())).toBe('saving');
    await after.dispatch(flushSaves());
    expect(held(attemptId, 'l-q2')).toMatchObject({ value: 'Saturday', seq: 2 });
    // The next answer continues the sequence.
    await after.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma P' }));
    expect(selectRoom(after.getState()).answers['l-q1']!.seq).toBe(3);
  });

  it("the section's time up: a later save is refused, the room says so and stops saving", async () => {
    const { store, attemptId } = await startedRoom();
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    await store.dispatch(flushSaves());
    examDb.expireOpenSection(attemptId);

    await store.dispatch(giveAnswer({ questionId: 'l-q2', value: 'Saturday' }));
    await store.dispatch(flushSaves());

    expect(selectRoom(store.getState()).halted).toEqual({
      reason: 'sectionClosed',
      message: SECTION_TIME_UP,
    });
    expect(selectSaveState(store.getState())).toBe('stopped');
    expect(held(attemptId, 'l-q1')?.value).toBe('Sharma');
    expect(held(attemptId, 'l-q2')).toBeUndefined();
    // Nothing more is taken or sent.
    await store.dispatch(giveAnswer({ questionId: 'l-q2', value: 'Sunday' }));
    await store.dispatch(flushSaves());
    expect(selectRoom(store.getState()).answers['l-q2']?.value).toBe('Saturday');
    expect(examDb.saveLog).toHaveLength(1);
  });

  it('another tab takes the attempt over: this tab is told and stops saving', async () => {
    const { store, attemptId } = await startedRoom();
    await store.dispatch(
      examApi.endpoints.openAttempt.initiate({
        attemptId,
        tabId: 'tab-other-device',
        takeover: true,
      }),
    );
    await store.dispatch(giveAnswer({ questionId: 'l-q1', value: 'Sharma' }));
    await store.dispatch(flushSaves());

    expect(selectRoom(store.getState()).halted).toEqual({
      reason: 'takenOver',
      message: ATTEMPT_ELSEWHERE,
    });
    expect(held(attemptId, 'l-q1')).toBeUndefined();
  });

  it('opening in a second tab is refused until it takes the attempt over', async () => {
    const { store, attemptId } = await startedRoom();
    const second = await store.dispatch(
      examApi.endpoints.openAttempt.initiate({
        attemptId,
        tabId: 'tab-second-tab',
        takeover: false,
      }),
    );
    expect(second.error).toMatchObject({ status: 409, data: { code: 'ATTEMPT_ELSEWHERE' } });
    const taken = await store.dispatch(
      examApi.endpoints.openAttempt.initiate({
        attemptId,
        tabId: 'tab-second-tab',
        takeover: true,
      }),
    );
    expect(taken.data?.attempt.id).toBe(attemptId);
  });

  it('no answer key reaches the browser', async () => {
    const { store, attemptId } = await startedRoom();
    const selectAttempt = examApi.endpoints.getAttempt.select(attemptId);
    // The store's type knows the core tags only; the exam's join with its code (examApi.ts).
    const state = store.getState() as Parameters<typeof selectAttempt>[0];
    const text = JSON.stringify(selectAttempt(state).data);
    expect(text).toContain('l-q1');
    expect(text).not.toContain('Sharma');
    expect(text).not.toContain('"correct"');
    expect(text).not.toContain('"accepted"');
  });
});
