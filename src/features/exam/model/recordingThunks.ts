import { getErrorCode, getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { examApi } from '../api/examApi';
import { saveHalted } from './examRoomSlice';
import { forget, keep, keysStartingWith, read } from './offlineStore';
import { tabId } from './tabId';

// A spoken answer is sent in chunks while it is recorded. Each chunk is kept in IndexedDB until
// the server has it, retried with a growing wait, and sent again after a reload; finishing waits
// for every chunk, so a dropped connection costs seconds, not the answer.

const RETRY_WAITS_MS = [1000, 2000, 4000, 8000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chunkPrefix = (attemptId: string, questionId: string) =>
  `exam-chunk:${attemptId}:${questionId}:`;
const chunkKey = (attemptId: string, questionId: string, index: number) =>
  `${chunkPrefix(attemptId, questionId)}${String(index).padStart(4, '0')}`;
const finishKey = (attemptId: string, questionId: string) =>
  `exam-finish:${attemptId}:${questionId}`;

interface KeptChunk {
  index: number;
  blob: Blob;
}
export interface RecordingTarget {
  attemptId: string;
  questionId: string;
}
type Outcome = 'sent' | 'kept' | 'refused';

/** Sends one chunk (keeping it until the server has it); 'kept' when the network is down. */
export const sendChunk = createAppAsyncThunk(
  'examRoom/sendChunk',
  async (
    { attemptId, questionId, index, blob }: RecordingTarget & KeptChunk,
    { dispatch },
  ): Promise<Outcome> => {
    const key = chunkKey(attemptId, questionId, index);
    await keep(key, { index, blob } satisfies KeptChunk);
    for (let attempt = 0; ; attempt += 1) {
      const result = await dispatch(
        examApi.endpoints.uploadRecordingChunk.initiate(
          { attemptId, questionId, index, blob, tabId: tabId() },
          { track: false },
        ),
      );
      if (result.error === undefined) {
        await forget(key);
        return 'sent';
      }
      const status = getErrorStatus(result.error);
      if (status === 409) {
        const takenOver = getErrorCode(result.error) === 'ATTEMPT_ELSEWHERE';
        dispatch(
          saveHalted({
            reason: takenOver ? 'takenOver' : 'sectionClosed',
            message: getErrorMessage(result.error),
          }),
        );
        return 'refused';
      }
      if (status !== undefined && status < 500 && status !== 429) return 'refused';
      if (attempt >= RETRY_WAITS_MS.length) return 'kept';
      await wait(RETRY_WAITS_MS[attempt]!);
    }
  },
);

/** Sends again every chunk this device still keeps for the answer; true when none is left. */
export const resendKeptChunks = createAppAsyncThunk(
  'examRoom/resendKeptChunks',
  async ({ attemptId, questionId }: RecordingTarget, { dispatch }) => {
    const keys = await keysStartingWith(chunkPrefix(attemptId, questionId));
    for (const key of keys) {
      const kept = await read<KeptChunk>(key);
      if (!kept) continue;
      const outcome = await dispatch(sendChunk({ attemptId, questionId, ...kept })).unwrap();
      if (outcome !== 'sent') return false;
    }
    return true;
  },
);

/**
 * Completes the answer once every chunk has arrived. Remembered on this device, so an answer
 * whose finishing was cut off is completed on the next visit.
 */
export const finishSpokenAnswer = createAppAsyncThunk(
  'examRoom/finishSpokenAnswer',
  async (
    target: RecordingTarget & { chunks?: number; durationSeconds?: number },
    { dispatch },
  ): Promise<'saved' | 'pending' | 'failed'> => {
    const { attemptId, questionId } = target;
    const remembered = await read<{ chunks: number; durationSeconds: number }>(
      finishKey(attemptId, questionId),
    );
    const chunks = target.chunks ?? remembered?.chunks;
    const durationSeconds = target.durationSeconds ?? remembered?.durationSeconds;
    if (chunks === undefined || durationSeconds === undefined || chunks < 1) return 'failed';
    await keep(finishKey(attemptId, questionId), { chunks, durationSeconds });
    if (!(await dispatch(resendKeptChunks({ attemptId, questionId })).unwrap())) return 'pending';
    const result = await dispatch(
      examApi.endpoints.finishRecording.initiate(
        {
          attemptId,
          questionId,
          tabId: tabId(),
          chunks,
          durationSeconds: Math.min(900, Math.round(durationSeconds * 10) / 10),
        },
        { track: false },
      ),
    );
    if (result.error !== undefined) {
      const status = getErrorStatus(result.error);
      return status === undefined || status >= 500 ? 'pending' : 'failed';
    }
    await forget(finishKey(attemptId, questionId));
    return 'saved';
  },
);

/** Whether an answer's finishing is still to be done on this device. */
export async function hasUnfinishedAnswer({ attemptId, questionId }: RecordingTarget) {
  return (await read(finishKey(attemptId, questionId))) !== undefined;
}
