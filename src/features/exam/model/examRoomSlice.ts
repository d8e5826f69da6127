import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnswerValue, Highlight, SavedAnswer, SavedHighlights } from '@contract/exams/answers';
import type { SaveAnswersResponse } from '@contract/examTypes';
import { injectSlice } from '@/store/rootReducer';
import { serverOffsetMs } from './clock';

/** One question as the candidate left it on this device; `seq` orders it against the server's. */
export interface LocalAnswer {
  value: AnswerValue;
  flagged: boolean;
  seq: number;
}

export interface LocalHighlights {
  highlights: Highlight[];
  seq: number;
}

/** Why the room stopped saving: the section's time is up, or another tab took the attempt. */
export type SaveHalt = { reason: 'sectionClosed' | 'takenOver'; message: string };

/**
 * The room's own state (readable in Redux DevTools): where the candidate is, every answer given
 * on this device with its seq, what the server has acknowledged, and how saving is going.
 * Content and the attempt itself come from RTK Query.
 */
export interface ExamRoomState {
  attemptId: string | null;
  sectionId: string | null;
  questionId: string | null;
  answers: Record<string, LocalAnswer>;
  /** The seq the server holds for each question: an answer with a higher seq is still to send. */
  acked: Record<string, number>;
  highlights: Record<string, LocalHighlights>;
  ackedHighlights: Record<string, number>;
  /** The highest seq used in this attempt: every change takes the next one. */
  lastSeq: number;
  /** Whether the question on screen has changed since the server last heard of it. */
  positionSent: boolean;
  saving: boolean;
  offline: boolean;
  halted: SaveHalt | null;
  /** A save refused for another reason (kept on this device; shown). */
  error: string | null;
  deadlineAt: string | null;
  /** Add to Date.now() to get the server's time. */
  clockOffsetMs: number;
}

export const initialExamRoomState: ExamRoomState = {
  attemptId: null,
  sectionId: null,
  questionId: null,
  answers: {},
  acked: {},
  highlights: {},
  ackedHighlights: {},
  lastSeq: 0,
  positionSent: true,
  saving: false,
  offline: false,
  halted: null,
  error: null,
  deadlineAt: null,
  clockOffsetMs: 0,
};

/** What this device kept in IndexedDB for an attempt. */
export interface KeptRoom {
  sectionId: string;
  questionId: string | null;
  answers: Record<string, LocalAnswer>;
  highlights: Record<string, LocalHighlights>;
  lastSeq: number;
}

export interface RoomOpened {
  attemptId: string;
  sectionId: string;
  /** The question to show: where the server says the candidate was, else the first. */
  questionId: string | null;
  questionIds: string[];
  partIds: string[];
  server: { answers: SavedAnswer[]; highlights: SavedHighlights[] };
  kept: KeptRoom | undefined;
  deadlineAt: string | null;
  serverNow: string;
  receivedAt: number;
}

export const examRoomSlice = createSlice({
  name: 'examRoom',
  initialState: initialExamRoomState,
  reducers: {
    /**
     * A section opened (start, resume, reload, another device): the server's answers merged with
     * those kept on this device, the newer seq winning, so answers given offline are sent next.
     */
    roomOpened(state, { payload }: PayloadAction<RoomOpened>) {
      const inSection = new Set(payload.questionIds);
      const parts = new Set(payload.partIds);
      const kept = payload.kept?.sectionId === payload.sectionId ? payload.kept : undefined;
      const answers: Record<string, LocalAnswer> = {};
      const acked: Record<string, number> = {};
      for (const { questionId, value, flagged, seq } of payload.server.answers) {
        answers[questionId] = { value, flagged, seq };
        acked[questionId] = seq;
      }
      for (const [questionId, local] of Object.entries(kept?.answers ?? {}))
        if (inSection.has(questionId) && local.seq > (acked[questionId] ?? 0))
          answers[questionId] = local;
      const highlights: Record<string, LocalHighlights> = {};
      const ackedHighlights: Record<string, number> = {};
      for (const entry of payload.server.highlights) {
        highlights[entry.partId] = { highlights: entry.highlights, seq: entry.seq };
        ackedHighlights[entry.partId] = entry.seq;
      }
      for (const [partId, local] of Object.entries(kept?.highlights ?? {}))
        if (parts.has(partId) && local.seq > (ackedHighlights[partId] ?? 0))
          highlights[partId] = local;
      const seqs = [
        kept?.lastSeq ?? 0,
        ...Object.values(answers).map((a) => a.seq),
        ...Object.values(highlights).map((h) => h.seq),
      ];
      const sameAttempt = state.attemptId === payload.attemptId;
      // The server's position first: it follows the candidate across devices.
      const questionId =
        (payload.questionId && inSection.has(payload.questionId) ? payload.questionId : null) ??
        (kept?.questionId && inSection.has(kept.questionId) ? kept.questionId : null) ??
        payload.questionIds[0] ??
        null;
      Object.assign(state, {
        ...initialExamRoomState,
        attemptId: payload.attemptId,
        sectionId: payload.sectionId,
        questionId,
        answers,
        acked,
        highlights,
        ackedHighlights,
        lastSeq: Math.max(sameAttempt ? state.lastSeq : 0, ...seqs),
        offline: state.offline,
        deadlineAt: payload.deadlineAt,
        clockOffsetMs: serverOffsetMs(payload.serverNow, payload.receivedAt),
      });
    },
    answerGiven(state, { payload }: PayloadAction<{ questionId: string; value: AnswerValue }>) {
      if (state.halted) return;
      state.lastSeq += 1;
      const flagged = state.answers[payload.questionId]?.flagged ?? false;
      state.answers[payload.questionId] = { value: payload.value, flagged, seq: state.lastSeq };
    },
    flagToggled(state, { payload: questionId }: PayloadAction<string>) {
      if (state.halted) return;
      state.lastSeq += 1;
      const current = state.answers[questionId];
      state.answers[questionId] = {
        value: current?.value ?? null,
        flagged: !(current?.flagged ?? false),
        seq: state.lastSeq,
      };
    },
    highlightsChanged(
      state,
      { payload }: PayloadAction<{ partId: string; highlights: Highlight[] }>,
    ) {
      if (state.halted) return;
      state.lastSeq += 1;
      state.highlights[payload.partId] = { highlights: payload.highlights, seq: state.lastSeq };
    },
    questionShown(state, { payload: questionId }: PayloadAction<string>) {
      if (state.questionId === questionId) return;
      state.questionId = questionId;
      state.positionSent = false;
    },
    saveStarted(state) {
      state.saving = true;
      state.positionSent = true;
    },
    /**
     * The server's answer: each question's seq it now holds. Only the acknowledged seq moves; a
     * newer answer given meanwhile stays on screen and stays to be sent.
     */
    saveAcknowledged(
      state,
      { payload }: PayloadAction<SaveAnswersResponse & { receivedAt: number }>,
    ) {
      state.saving = false;
      state.offline = false;
      state.error = null;
      for (const { questionId, seq } of payload.saved)
        state.acked[questionId] = Math.max(state.acked[questionId] ?? 0, seq);
      for (const { partId, seq } of payload.highlights)
        state.ackedHighlights[partId] = Math.max(state.ackedHighlights[partId] ?? 0, seq);
      state.deadlineAt = payload.deadlineAt;
      state.clockOffsetMs = serverOffsetMs(payload.serverNow, payload.receivedAt);
    },
    saveFailedOffline(state) {
      state.saving = false;
      state.offline = true;
      state.positionSent = false;
    },
    saveFailed(state, { payload: message }: PayloadAction<string>) {
      state.saving = false;
      state.error = message;
      state.positionSent = false;
    },
    saveHalted(state, { payload }: PayloadAction<SaveHalt>) {
      state.saving = false;
      state.halted = payload;
    },
    connectionChanged(state, { payload: online }: PayloadAction<boolean>) {
      state.offline = !online;
    },
    clockSynced(
      state,
      {
        payload,
      }: PayloadAction<{ deadlineAt: string | null; serverNow: string; receivedAt: number }>,
    ) {
      state.deadlineAt = payload.deadlineAt;
      state.clockOffsetMs = serverOffsetMs(payload.serverNow, payload.receivedAt);
    },
    roomLeft() {
      return initialExamRoomState;
    },
  },
});

export const {
  roomOpened,
  answerGiven,
  flagToggled,
  highlightsChanged,
  questionShown,
  saveStarted,
  saveAcknowledged,
  saveFailedOffline,
  saveFailed,
  saveHalted,
  connectionChanged,
  clockSynced,
  roomLeft,
} = examRoomSlice.actions;

declare module '@/store/rootReducer' {
  interface LazyLoadedSlices {
    examRoom: ExamRoomState;
  }
}

injectSlice(examRoomSlice);
