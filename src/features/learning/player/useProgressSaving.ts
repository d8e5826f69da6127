import { useEffect, useRef, type RefObject } from 'react';
import { reportCompleted, reportPosition, type SaveProgress } from '../model/lessonProgress';

/** While playing, the position is saved this often. */
export const SAVE_EVERY_MS = 10_000;

/**
 * Tells the server where the learner is in the lesson's video: every SAVE_EVERY_MS while playing,
 * on pause, at the end (completed) and when the tab is left. What a report holds is decided here
 * and in model/lessonProgress.ts; the component only wires the returned handlers to the video's
 * events. Nothing is saved without `save` (a learner who does not own the course).
 */
export function useProgressSaving(
  video: RefObject<HTMLVideoElement | null>,
  save: SaveProgress | undefined,
) {
  // Each lesson mounts its own player (keyed by lesson), so the first save waits a full period.
  const lastSaved = useRef(0);
  useEffect(() => {
    lastSaved.current = Date.now();
  }, []);

  // Leaving the tab (or the page) saves where the learner stopped.
  useEffect(() => {
    const saveWhenHidden = () => {
      const element = video.current;
      if (document.visibilityState === 'hidden' && element && element.currentTime > 0)
        void save?.(reportPosition(element.currentTime));
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => document.removeEventListener('visibilitychange', saveWhenHidden);
  }, [save, video]);

  const onTimeUpdate = () => {
    const element = video.current;
    if (!element || Date.now() - lastSaved.current < SAVE_EVERY_MS) return;
    lastSaved.current = Date.now();
    void save?.(reportPosition(element.currentTime));
  };

  /** The pause that comes with the end is not saved apart: the end is. */
  const onPause = () => {
    const element = video.current;
    if (element && !element.ended) void save?.(reportPosition(element.currentTime));
  };

  const onEnded = () => {
    const element = video.current;
    if (element) void save?.(reportCompleted(element.currentTime));
  };

  return { onTimeUpdate, onPause, onEnded };
}
