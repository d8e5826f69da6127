import { examDb } from '@/testing/mocks/exam/examDb';
import { learnerInExam, TEST_TAB_ID } from '@/testing/mocks/exam/examLearner';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { finishSpokenAnswer, resendKeptChunks, sendChunk } from './recordingThunks';

jest.setTimeout(40_000);

const chunk = (text: string) => new Blob([text], { type: 'audio/webm;codecs=opus' });

/**
 * Settles a thunk whose retries wait on the (fake) clock: each retry's wait starts only once its
 * request has failed, so the clock is moved on in steps until the thunk has given up.
 */
async function onTheClock<T>(thunk: { unwrap(): Promise<T> }): Promise<T> {
  let settled: { value: T } | undefined;
  const done = thunk.unwrap().then((value) => (settled = { value }));
  while (settled === undefined) await jest.advanceTimersByTimeAsync(500);
  await done;
  return settled.value;
}

function speakingStore() {
  const { user, attempt } = learnerInExam({ sectionId: 'speaking' });
  const { store } = createSignedInStore(user);
  return { store, attempt, target: { attemptId: attempt.id, questionId: 's-q1' } };
}

describe('spoken answers are uploaded in chunks while recorded', () => {
  it('sends each chunk as it comes, then finishing makes it the answer', async () => {
    const log = recordRequests();
    const { store, attempt, target } = speakingStore();
    expect(
      await store.dispatch(sendChunk({ ...target, index: 0, blob: chunk('a') })).unwrap(),
    ).toBe('sent');
    expect(
      await store.dispatch(sendChunk({ ...target, index: 1, blob: chunk('b') })).unwrap(),
    ).toBe('sent');
    expect(
      await store
        .dispatch(finishSpokenAnswer({ ...target, chunks: 2, durationSeconds: 5.2 }))
        .unwrap(),
    ).toBe('saved');

    const puts = requestsTo(
      log,
      'PUT',
      `/api/exam/attempts/${attempt.id}/recordings/s-q1/chunks/1?tabId=${TEST_TAB_ID}`,
    );
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers.get('content-type')).toBe('audio/webm');
    expect(attempt.recordings.get('s-q1')).toMatchObject({ complete: true, duration: 5.2 });
    expect(attempt.answers.get('s-q1')?.value).toBe('recording-s-q1');
  });

  it('a dropped connection keeps the chunk on this device; it is sent when the connection returns', async () => {
    const log = recordRequests();
    const { store, attempt, target } = speakingStore();
    jest.useFakeTimers();
    try {
      examDb.offline = true;
      expect(
        await onTheClock(store.dispatch(sendChunk({ ...target, index: 0, blob: chunk('a') }))),
      ).toBe('kept');
      // Tried once and again after each of the growing waits before it is kept for later.
      const chunkAddress = `/api/exam/attempts/${attempt.id}/recordings/s-q1/chunks/0?tabId=${TEST_TAB_ID}`;
      expect(requestsTo(log, 'PUT', chunkAddress)).toHaveLength(5);
      expect(
        await onTheClock(
          store.dispatch(finishSpokenAnswer({ ...target, chunks: 1, durationSeconds: 3 })),
        ),
      ).toBe('pending');
    } finally {
      jest.useRealTimers();
    }
    expect(attempt.recordings.get('s-q1')).toBeUndefined();

    examDb.offline = false;
    expect(await store.dispatch(resendKeptChunks(target)).unwrap()).toBe(true);
    // Finishing remembered its count and length on this device.
    expect(await store.dispatch(finishSpokenAnswer(target)).unwrap()).toBe('saved');
    expect(attempt.recordings.get('s-q1')).toMatchObject({ complete: true, duration: 3 });
  });
});
