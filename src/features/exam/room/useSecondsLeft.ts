import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { secondsLeft } from '../model/clock';
import { selectRoom } from '../model/roomSelectors';

/**
 * Seconds left in the open section on the server's clock, ticking; null without a deadline. A
 * paused practice attempt (`pausedAt`, the server's time of the pause) stands still at what was
 * left when it paused: the server moves the deadline on by the pause when it resumes.
 */
export function useSecondsLeft(pausedAt: string | null = null): number | null {
  const deadlineAt = useAppSelector((state) => selectRoom(state).deadlineAt);
  const offsetMs = useAppSelector((state) => selectRoom(state).clockOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineAt || pausedAt) return;
    const tick = () => setNow(Date.now());
    // At once too: after a pause the last tick is as old as the pause.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 500);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadlineAt, pausedAt]);
  if (!deadlineAt) return null;
  // Both times are the server's: no offset to add.
  return pausedAt
    ? secondsLeft(deadlineAt, 0, Date.parse(pausedAt))
    : secondsLeft(deadlineAt, offsetMs, now);
}

/**
 * Whether the open section's time is up on the server's clock; re-renders once, when it is. A
 * paused practice attempt's time is never up while it is paused.
 */
export function useTimeUp(pausedAt: string | null = null): boolean {
  const deadlineAt = useAppSelector((state) => selectRoom(state).deadlineAt);
  const offsetMs = useAppSelector((state) => selectRoom(state).clockOffsetMs);
  const key = deadlineAt && !pausedAt ? `${deadlineAt}|${offsetMs}` : null;
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!deadlineAt || !key) return;
    const left = Date.parse(deadlineAt) - (Date.now() + offsetMs);
    // Timers are capped near 24.8 days; a section is hours at most.
    const timer = setTimeout(() => setExpiredFor(key), Math.min(Math.max(0, left), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadlineAt, offsetMs, key]);
  return key !== null && expiredFor === key;
}
