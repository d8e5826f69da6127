import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Annotation } from '@contract/examTypes';
import { sessionExpired, signedOut } from '@/store/auth/authSlice';
import { injectSlice, type RootState } from '@/store/rootReducer';
import type { Sheet } from './sheetRules';

/**
 * The marking sheet of the task on screen, as the evaluator types it, and how far the server has
 * it: every change moves `revision` on; `savedRevision` is the last the server holds as a draft.
 */
export interface MarkingSheetState {
  taskId: string | null;
  sheet: Sheet;
  revision: number;
  savedRevision: number;
  saving: boolean;
  savedAt: string | null;
  /** Why the last draft save failed (the connection, or the claim lost: `claimLost`). */
  saveError: string | null;
  claimLost: boolean;
}

const initialState: MarkingSheetState = {
  taskId: null,
  sheet: { units: [], comment: '' },
  revision: 0,
  savedRevision: 0,
  saving: false,
  savedAt: null,
  saveError: null,
  claimLost: false,
};

interface CriterionRef {
  unitId: string;
  criterionId: string;
}

function changed(state: MarkingSheetState) {
  state.revision += 1;
}

const criterionOf = (state: MarkingSheetState, { unitId, criterionId }: CriterionRef) =>
  state.sheet.units
    .find((unit) => unit.unitId === unitId)
    ?.criteria.find((criterion) => criterion.criterionId === criterionId);

export const markingSheetSlice = createSlice({
  name: 'markingSheet',
  initialState,
  reducers: {
    /**
     * A task opened: its sheet from the draft (or blank). The same task read again keeps what was
     * typed; only an untouched sheet takes a draft that arrived since (claiming returns it).
     */
    sheetOpened(
      state,
      action: PayloadAction<{ taskId: string; sheet: Sheet; savedAt: string | null }>,
    ) {
      const { taskId, sheet, savedAt } = action.payload;
      if (state.taskId === taskId && (state.revision > 0 || savedAt === state.savedAt)) return;
      return { ...initialState, taskId, sheet, savedAt };
    },
    criterionScored(state, action: PayloadAction<CriterionRef & { score: number | null }>) {
      const criterion = criterionOf(state, action.payload);
      if (!criterion || criterion.score === action.payload.score) return;
      criterion.score = action.payload.score;
      changed(state);
    },
    criterionCommented(state, action: PayloadAction<CriterionRef & { comment: string }>) {
      const criterion = criterionOf(state, action.payload);
      if (!criterion) return;
      criterion.comment = action.payload.comment;
      changed(state);
    },
    annotationAdded(state, action: PayloadAction<{ unitId: string; annotation: Annotation }>) {
      const unit = state.sheet.units.find((entry) => entry.unitId === action.payload.unitId);
      if (!unit) return;
      unit.annotations.push(action.payload.annotation);
      changed(state);
    },
    annotationRemoved(state, action: PayloadAction<{ unitId: string; index: number }>) {
      const unit = state.sheet.units.find((entry) => entry.unitId === action.payload.unitId);
      if (!unit || !unit.annotations[action.payload.index]) return;
      unit.annotations.splice(action.payload.index, 1);
      changed(state);
    },
    sheetCommented(state, action: PayloadAction<string>) {
      state.sheet.comment = action.payload;
      changed(state);
    },
    draftSaving(state) {
      state.saving = true;
    },
    draftSaved(state, action: PayloadAction<{ revision: number; savedAt: string }>) {
      state.saving = false;
      state.savedRevision = Math.max(state.savedRevision, action.payload.revision);
      state.savedAt = action.payload.savedAt;
      state.saveError = null;
      state.claimLost = false;
    },
    draftFailed(state, action: PayloadAction<{ message: string; claimLost: boolean }>) {
      state.saving = false;
      state.saveError = action.payload.message;
      state.claimLost = action.payload.claimLost;
    },
    /** The task was claimed again: the lock is this evaluator's once more. */
    claimTaken(state) {
      state.claimLost = false;
      if (state.saveError && state.revision === state.savedRevision) state.saveError = null;
    },
    sheetClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
});

declare module '@/store/rootReducer' {
  interface LazyLoadedSlices {
    markingSheet: MarkingSheetState;
  }
}

// Joins the store when the marking screen's code loads.
injectSlice(markingSheetSlice);

export const {
  sheetOpened,
  criterionScored,
  criterionCommented,
  annotationAdded,
  annotationRemoved,
  sheetCommented,
  draftSaving,
  draftSaved,
  draftFailed,
  claimTaken,
  sheetClosed,
} = markingSheetSlice.actions;

export const selectSheetState = (state: RootState): MarkingSheetState =>
  state.markingSheet ?? initialState;
export const selectSheet = (state: RootState): Sheet => selectSheetState(state).sheet;
/** Changes the server does not hold yet. */
export const selectSheetDirty = (state: RootState): boolean => {
  const sheet = selectSheetState(state);
  return sheet.revision > sheet.savedRevision;
};
