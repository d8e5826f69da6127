import type { MarkingTask, MarkResponse } from '@contract/examTypes';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { markingApi } from '../api/markingApi';
import {
  claimTaken,
  draftFailed,
  draftSaved,
  draftSaving,
  selectSheetState,
} from './markingSheetSlice';
import { draftOf, markOf, sheetProblems } from './sheetRules';

/**
 * Sends the sheet as a draft when the server does not hold its latest changes (and no save is on
 * its way). The server renews the claim with it; a 409 means the claim was lost (it ran out and
 * someone else took the task, or it was marked), and the sheet says so and stops saving.
 */
export const saveSheetDraft = createAppAsyncThunk(
  'markingSheet/saveDraft',
  async (_: void, { dispatch, getState }) => {
    const state = selectSheetState(getState());
    const { taskId, revision, savedRevision, saving, claimLost } = state;
    if (!taskId || saving || claimLost || revision <= savedRevision) return;
    dispatch(draftSaving());
    try {
      const { savedAt } = await dispatch(
        markingApi.endpoints.saveMarkingDraft.initiate({ taskId, draft: draftOf(state.sheet) }),
      ).unwrap();
      dispatch(draftSaved({ revision, savedAt }));
    } catch (error) {
      dispatch(
        draftFailed({ message: getErrorMessage(error), claimLost: getErrorStatus(error) === 409 }),
      );
    }
  },
);

/** Claims the task (or renews the claim): the marking screen's Claim button and its heartbeat. */
export const claimSheetTask = createAppAsyncThunk(
  'markingSheet/claim',
  async (taskId: string, { dispatch, rejectWithValue }) => {
    try {
      const { task } = await dispatch(markingApi.endpoints.claimTask.initiate(taskId)).unwrap();
      dispatch(claimTaken());
      return task.claim;
    } catch (error) {
      return rejectWithValue(getErrorMessage(error));
    }
  },
);

export type SubmitOutcome =
  | { ok: true; result: MarkResponse }
  | { ok: false; problems: string[] }
  | { ok: false; message: string };

/** Sends the mark when every criterion has one; otherwise says which are missing. */
export const submitSheet = createAppAsyncThunk(
  'markingSheet/submit',
  async (task: MarkingTask, { dispatch, getState }): Promise<SubmitOutcome> => {
    const { sheet } = selectSheetState(getState());
    const problems = sheetProblems(task, sheet);
    if (problems.length > 0) return { ok: false, problems };
    try {
      const result = await dispatch(
        markingApi.endpoints.submitMark.initiate({ taskId: task.taskId, mark: markOf(sheet) }),
      ).unwrap();
      return { ok: true, result };
    } catch (error) {
      return { ok: false, message: getErrorMessage(error) };
    }
  },
);
