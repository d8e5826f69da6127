import { useEffect, type RefObject } from 'react';
import {
  captionsShowing,
  SEEK_STEP_SECONDS,
  seekBy,
  setCaptions,
  toggleFullscreen,
  togglePlay,
} from './videoActions';

/** The keys the player answers to, as the help lists them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Space or K', action: 'Play or pause' },
  { keys: 'J or ←', action: `Back ${SEEK_STEP_SECONDS} seconds` },
  { keys: 'L or →', action: `Forward ${SEEK_STEP_SECONDS} seconds` },
  { keys: 'F', action: 'Full screen' },
  { keys: 'C', action: 'Captions on or off' },
  { keys: 'M', action: 'Mute or unmute' },
];

/** Typing in a field, or pressing a control that Space or Enter already works, is not a shortcut. */
function typingOrOnControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]'))
    return true;
  return key === ' ' && target.closest('button, a, [role="button"], [role="menuitem"]') !== null;
}

/**
 * YouTube's keys for the lesson's video, anywhere on the page except while typing: the learner
 * can keep their hands on the keyboard while taking notes between clips.
 */
export function usePlayerShortcuts(
  video: RefObject<HTMLVideoElement | null>,
  frame: RefObject<HTMLElement | null>,
  onCaptionsChange: (on: boolean) => void,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = video.current;
      if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingOrOnControl(event.target, event.key)) return;
      const actions: Record<string, () => void> = {
        ' ': () => togglePlay(element),
        k: () => togglePlay(element),
        j: () => seekBy(element, -SEEK_STEP_SECONDS),
        ArrowLeft: () => seekBy(element, -SEEK_STEP_SECONDS),
        l: () => seekBy(element, SEEK_STEP_SECONDS),
        ArrowRight: () => seekBy(element, SEEK_STEP_SECONDS),
        f: () => frame.current && toggleFullscreen(frame.current),
        c: () => onCaptionsChange(setCaptions(element, !captionsShowing(element))),
        m: () => (element.muted = !element.muted),
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [video, frame, onCaptionsChange]);
}
