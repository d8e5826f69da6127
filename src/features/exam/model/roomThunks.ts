import type { AnswerValue, Highlight } from '@contract/exams/answers';
import type { AttemptResponse } from '@contract/examTypes';
import { getErrorCode, getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { AppDispatch, RootState } from '@/store/store';
import { examApi } from '../api/examApi';
import {
  answerGiven,
  flagToggled,
  highlightsChanged,
  roomOpened,
  saveAcknowledged,
  saveFailed,
  saveFailedOffline,
  saveHalted,
  saveStarted,
  type KeptRoom,
} from './examRoomSlice';
import { keep, read } from './offlineStore';
import { placeQuestions } from './questions';
import { selectPendingAnswers, selectPendingHighlights, selectRoom } from './roomSelectors';
import { tabId } from './tabId';

// The room's saving: every change is kept on this device first (IndexedDB), then sent with its
// seq; the server's answer moves what is acknowledged. A lost connection leaves the changes kept
// and marked offline; the next flush (the connection back, or the next change) sends them.

/** The server's limits on one save request. */
const MAX_ANSWERS_PER_SAVE = 60;
const MAX_HIGHLIGHTS_PER_SAVE = 10;

export const keptKey = (attemptId: string) => `exam-room:${attemptId}`;

async function keepRoom(getState: () => RootState): Promise<void> {
  const room = selectRoom(getState());
  if (!room.attemptId || !room.sectionId) return;
  const kept: KeptRoom = {
    sectionId: room.sectionId,
    questionId: room.questionId,
    answers: room.answers,
    highlights: room.highlights,
    lastSeq: room.lastSeq,
  };
  await keep(keptKey(room.attemptId), kept);
}

/** Opens the room on the attempt's open section, merging what this device kept. */
export const enterSection = createAppAsyncThunk(
  'examRoom/enterSection',
  async (response: AttemptResponse, { dispatch }) => {
    const { attempt, open } = response;
    if (!open) return;
    const receivedAt = Date.now();
    const kept = await read<KeptRoom>(keptKey(attempt.id));
    const section = attempt.sections.find((s) => s.id === open.section.id);
    dispatch(
      roomOpened({
        attemptId: attempt.id,
        sectionId: open.section.id,
        questionId:
          attempt.position?.sectionId === open.section.id ? attempt.position.questionId : null,
        questionIds: placeQuestions(open.section).map(({ question }) => question.id),
        partIds: open.section.parts.map((part) => part.id),
        server: { answers: open.answers, highlights: open.highlights },
        kept,
        deadlineAt: section?.deadlineAt ?? null,
        serverNow: attempt.serverNow,
        receivedAt,
      }),
    );
  },
);

export const giveAnswer = createAppAsyncThunk(
  'examRoom/giveAnswer',
  async (answer: { questionId: string; value: AnswerValue }, { dispatch, getState }) => {
    dispatch(answerGiven(answer));
    await keepRoom(getState);
  },
);

export const toggleFlag = createAppAsyncThunk(
  'examRoom/toggleFlag',
  async (questionId: string, { dispatch, getState }) => {
    dispatch(flagToggled(questionId));
    await keepRoom(getState);
  },
);

export const changeHighlights = createAppAsyncThunk(
  'examRoom/changeHighlights',
  async (change: { partId: string; highlights: Highlight[] }, { dispatch, getState }) => {
    dispatch(highlightsChanged(change));
    await keepRoom(getState);
  },
);

/** A failure the room cannot fix by sending again later. */
function classify(error: unknown, dispatch: AppDispatch): 'retry' | 'stop' {
  const status = getErrorStatus(error);
  const code = getErrorCode(error);
  const message = getErrorMessage(error);
  if (status === 409 && code === 'ATTEMPT_ELSEWHERE') {
    dispatch(saveHalted({ reason: 'takenOver', message }));
    return 'stop';
  }
  if (status === 409) {
    dispatch(saveHalted({ reason: 'sectionClosed', message }));
    return 'stop';
  }
  // No answer at all, a timeout, or the server failing or busy: kept here and sent again later.
  if (status === undefined || status >= 500 || status === 429 || status === 408) {
    dispatch(saveFailedOffline());
    return 'stop';
  }
  dispatch(saveFailed(message));
  return 'stop';
}

/**
 * Sends every change the server does not hold yet, in batches, until none is left or a send
 * fails. One flush at a time: a change made while a save is in flight goes in the next batch.
 */
export const flushSaves = createAppAsyncThunk(
  'examRoom/flushSaves',
  async (_: void, { dispatch, getState }) => {
    for (;;) {
      const state = getState();
      const room = selectRoom(state);
      if (!room.attemptId || !room.sectionId || room.halted || room.saving) return;
      const answers = selectPendingAnswers(state).slice(0, MAX_ANSWERS_PER_SAVE);
      const highlights = selectPendingHighlights(state).slice(0, MAX_HIGHLIGHTS_PER_SAVE);
      if (answers.length === 0 && highlights.length === 0 && room.positionSent) return;
      dispatch(saveStarted());
      const result = await dispatch(
        examApi.endpoints.saveAnswers.initiate(
          {
            attemptId: room.attemptId,
            tabId: tabId(),
            sectionId: room.sectionId,
            answers,
            ...(highlights.length > 0 && { highlights }),
            ...(room.questionId && { questionId: room.questionId }),
          },
          { fixedCacheKey: 'examRoomSave' },
        ),
      );
      if (result.error !== undefined || !result.data) {
        classify(result.error, dispatch);
        return;
      }
      dispatch(saveAcknowledged({ ...result.data, receivedAt: Date.now() }));
    }
  },
);
