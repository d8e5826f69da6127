// The room's clock follows the server's: each answer from the server carries its time, and the
// difference from this device's clock (its skew, plus half the trip) is added to local time.

/** Milliseconds to add to Date.now() to get the server's time. */
export function serverOffsetMs(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** Whole seconds left until `deadlineAt` on the server's clock (never below zero). */
export function secondsLeft(deadlineAt: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - (now + offsetMs)) / 1000));
}

/** 1:05:09, 12:04, 0:42: as the timer and the Tests tab show it. */
export function formatSeconds(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** "1 hour 5 minutes", "12 minutes": for screen readers and sentences. */
export function spokenDuration(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.round((total % 3600) / 60);
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** The timer's warnings, in minutes left. */
export const WARNING_MINUTES = [10, 5] as const;
