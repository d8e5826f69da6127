import type { Highlight } from '@contract/exams/answers';

/** A paragraph cut into plain and highlighted runs, in order. */
export interface Run {
  text: string;
  /** The highlight's index in the part's list, or null for plain text. */
  highlight: number | null;
}

export function runsOf(text: string, paragraph: number, highlights: readonly Highlight[]): Run[] {
  const mine = highlights
    .map((h, index) => ({ ...h, index }))
    .filter((h) => h.paragraph === paragraph && h.end > h.start)
    .sort((a, b) => a.start - b.start);
  const runs: Run[] = [];
  let at = 0;
  for (const h of mine) {
    const start = Math.max(h.start, at);
    const end = Math.min(h.end, text.length);
    if (end <= start) continue;
    if (start > at) runs.push({ text: text.slice(at, start), highlight: null });
    runs.push({ text: text.slice(start, end), highlight: h.index });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), highlight: null });
  return runs;
}

/** Adds a highlight, replacing any it overlaps (a highlight over a highlight re-marks the stretch). */
export function addHighlight(list: readonly Highlight[], added: Highlight): Highlight[] {
  const kept = list.filter(
    (h) => h.paragraph !== added.paragraph || h.end <= added.start || h.start >= added.end,
  );
  return [...kept, added].sort((a, b) => a.paragraph - b.paragraph || a.start - b.start);
}

/** Where a selection lies in a paragraph's text: character offsets, or null if outside it. */
export function selectionOffsets(
  container: HTMLElement,
  range: Range,
): { start: number; end: number } | null {
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer))
    return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}
