import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { connectionChanged } from '../model/examRoomSlice';
import { selectRoom } from '../model/roomSelectors';
import { flushSaves } from '../model/roomThunks';

/** A change is sent this long after the last one (typing is already debounced by its field). */
const SAVE_DELAY_MS = 300;
/** While offline or after a refused save, how often the room tries again. */
const RETRY_EVERY_MS = 5000;

/**
 * When the room sends: shortly after each change, at once when the connection returns, every few
 * seconds while offline, and when the page is hidden or closed (keepalive requests).
 */
export function useSaveScheduler() {
  const dispatch = useAppDispatch();
  const lastSeq = useAppSelector((state) => selectRoom(state).lastSeq);
  const questionId = useAppSelector((state) => selectRoom(state).questionId);
  const offline = useAppSelector((state) => selectRoom(state).offline);
  const error = useAppSelector((state) => selectRoom(state).error);

  useEffect(() => {
    const timer = setTimeout(() => void dispatch(flushSaves()), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, lastSeq, questionId]);

  useEffect(() => {
    if (!offline && !error) return;
    const timer = setInterval(() => void dispatch(flushSaves()), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [dispatch, offline, error]);

  useEffect(() => {
    const online = () => {
      dispatch(connectionChanged(true));
      void dispatch(flushSaves());
    };
    const lost = () => dispatch(connectionChanged(false));
    const hidden = () => {
      if (document.visibilityState === 'hidden') void dispatch(flushSaves());
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', lost);
    window.addEventListener('pagehide', hidden);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', lost);
      window.removeEventListener('pagehide', hidden);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [dispatch]);
}
