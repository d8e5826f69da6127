import { createSelector } from '@reduxjs/toolkit';
import type { SavedAnswer, SavedHighlights } from '@contract/exams/answers';
import type { RootState } from '@/store/store';
import { initialExamRoomState, type ExamRoomState } from './examRoomSlice';

// The room's slice is injected with the room's code; until its first action it reads as initial.
export const selectRoom = (state: RootState): ExamRoomState =>
  state.examRoom ?? initialExamRoomState;

/** Answers given on this device that the server does not hold yet, oldest first. */
export const selectPendingAnswers = createSelector([selectRoom], (room): SavedAnswer[] =>
  Object.entries(room.answers)
    .filter(([questionId, answer]) => answer.seq > (room.acked[questionId] ?? 0))
    .map(([questionId, answer]) => ({ questionId, ...answer }))
    .sort((a, b) => a.seq - b.seq),
);

export const selectPendingHighlights = createSelector([selectRoom], (room): SavedHighlights[] =>
  Object.entries(room.highlights)
    .filter(([partId, entry]) => entry.seq > (room.ackedHighlights[partId] ?? 0))
    .map(([partId, entry]) => ({ partId, ...entry }))
    .sort((a, b) => a.seq - b.seq),
);

export type SaveState = 'saved' | 'saving' | 'offline' | 'stopped' | 'error';

/** What the room shows about saving. */
export const selectSaveState = createSelector(
  [selectRoom, selectPendingAnswers, selectPendingHighlights],
  (room, answers, highlights): SaveState => {
    if (room.halted) return 'stopped';
    if (room.offline) return 'offline';
    if (room.error) return 'error';
    if (room.saving || answers.length > 0 || highlights.length > 0) return 'saving';
    return 'saved';
  },
);
