import type { MarkingKind } from '@contract/examTypes';

// How the queue and the marking screen word a task.

export const KIND_LABELS: Record<MarkingKind, string> = {
  first: 'First mark',
  second: 'Second mark',
  moderation: 'Decision',
  remark: 'Re-mark',
};

/** What each kind asks of the evaluator, in a sentence. */
export const KIND_HINTS: Record<MarkingKind, string> = {
  first: 'Mark the response on every criterion.',
  second: 'An independent second mark: you do not see the first.',
  moderation: 'Two marks differ by a band or more: read both, then give the mark that stands.',
  remark: 'The learner asked for a re-mark: mark it afresh, without the earlier marks.',
};

/** How long ago: "45 min", "5 h", "2 d 4 h". */
export function ageText(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** What is left of a claim: "29 min left", "40 s left", or null once it has run out. */
export function timeLeftText(until: string, now = Date.now()): string | null {
  const seconds = Math.floor((Date.parse(until) - now) / 1000);
  if (seconds <= 0) return null;
  if (seconds < 60) return `${seconds} s left`;
  return `${Math.floor(seconds / 60)} min left`;
}
