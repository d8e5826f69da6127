import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { secondsLeft } from '../model/clock';
import { selectRoom } from '../model/roomSelectors';

/** Seconds left in the open section on the server's clock, ticking; null without a deadline. */
export function useSecondsLeft(): number | null {
  const deadlineAt = useAppSelector((state) => selectRoom(state).deadlineAt);
  const offsetMs = useAppSelector((state) => selectRoom(state).clockOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineAt) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt ? secondsLeft(deadlineAt, offsetMs, now) : null;
}
