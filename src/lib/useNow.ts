import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs`: for countdowns and "overdue" that change as time passes. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
