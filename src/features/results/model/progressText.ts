// A skill's results across attempts in words: the Tests tab's progress says how it moved.

/** "6.0 → 6.5 → 7.0" (bands) or "58 → 64" (mastery scores), oldest first. */
export const trendText = (scores: readonly number[], ielts: boolean): string =>
  scores.map((score) => (ielts ? score.toFixed(1) : String(Math.round(score)))).join(' → ');

/** The last result against the one before: up, down, the same, or a first result. */
export function trendWord(scores: readonly number[]): string {
  if (scores.length < 2) return 'First result';
  const last = scores.at(-1)!;
  const before = scores.at(-2)!;
  if (last > before) return 'Up since last time';
  if (last < before) return 'Down since last time';
  return 'The same as last time';
}
