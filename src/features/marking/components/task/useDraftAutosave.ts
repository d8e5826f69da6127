import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSheetState } from '../../model/markingSheetSlice';
import { claimSheetTask, saveSheetDraft } from '../../model/sheetThunks';

/** A pause in typing this long sends the draft. */
export const AUTOSAVE_DELAY_MS = 2000;
/** While the screen is shown, the claim is renewed this often (the server's lasts 30 minutes). */
export const HEARTBEAT_MS = 5 * 60_000;

/**
 * Keeps the server's copy of the sheet current while the evaluator holds the task: the draft goes
 * a moment after each change (and when the screen closes or the page is left), and the claim is
 * renewed while the page is visible. Leaving the page stops the renewals, so the claim runs out
 * and the task goes back to the queue by itself.
 */
export function useDraftAutosave(taskId: string, mine: boolean) {
  const dispatch = useAppDispatch();
  const { revision, savedRevision, claimLost } = useAppSelector(selectSheetState);
  const dirty = revision > savedRevision;

  useEffect(() => {
    if (!mine || claimLost || !dirty) return;
    const timer = setTimeout(() => void dispatch(saveSheetDraft()), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mine, claimLost, dirty, revision, dispatch]);

  useEffect(() => {
    if (!mine || claimLost) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void dispatch(claimSheetTask(taskId));
    }, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [mine, claimLost, taskId, dispatch]);

  useEffect(() => {
    if (!mine) return;
    const leave = () => void dispatch(saveSheetDraft());
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', warn);
    };
  }, [mine, dirty, dispatch]);
}
