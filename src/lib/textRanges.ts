// Passages of a text marked by character offsets (an evaluator's notes on an essay): how the text
// splits into runs for drawing, and where a selection on the page falls in the text.

export interface TextRange {
  start: number;
  end: number;
}

export interface TextRun {
  start: number;
  end: number;
  /** The indexes of the ranges covering this run (overlapping notes cover a run together). */
  covering: number[];
  /** The indexes of the ranges that end with this run. */
  ending: number[];
}

/** The text cut at every range's ends, each run with the ranges over it, in order. */
export function textRuns(length: number, ranges: readonly TextRange[]): TextRun[] {
  const clamp = (value: number) => Math.max(0, Math.min(length, value));
  const cuts = new Set([0, length]);
  for (const range of ranges) {
    cuts.add(clamp(range.start));
    cuts.add(clamp(range.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const covering: number[] = [];
    const ending: number[] = [];
    ranges.forEach((range, index) => {
      if (clamp(range.start) <= start && clamp(range.end) >= end && range.end > range.start)
        covering.push(index);
      if (clamp(range.end) === end && covering.includes(index)) ending.push(index);
    });
    runs.push({ start, end, covering, ending });
  }
  return runs;
}

/** The attribute each drawn run carries: where its text starts in the whole text. */
export const OFFSET_ATTRIBUTE = 'data-offset';

/**
 * Where a point of a selection (a DOM node and an offset in it) falls in the text drawn inside
 * `container` as runs: elements carrying OFFSET_ATTRIBUTE around one text node each. A point
 * outside every run (in a note's number) counts as the start of the next run. Null outside the
 * container.
 */
export function textOffsetOf(container: Element, node: Node, offset: number): number | null {
  if (!container.contains(node)) return null;
  const point = container.ownerDocument.createRange();
  point.setStart(node, offset);
  let reached = 0;
  for (const run of container.querySelectorAll(`[${OFFSET_ATTRIBUTE}]`)) {
    const text = run.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE || run.childNodes.length !== 1) continue;
    const start = Number(run.getAttribute(OFFSET_ATTRIBUTE));
    if (text === node) return start + offset;
    // The run starts after the point: the point is where the run begins.
    if (point.comparePoint(text, 0) > 0) return start;
    reached = start + (text.textContent?.length ?? 0);
  }
  return reached;
}

/** The passage of the text the page's current selection covers inside `container`, if any. */
export function selectedRange(container: Element, selection: Selection | null): TextRange | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const start = textOffsetOf(container, range.startContainer, range.startOffset);
  const end = textOffsetOf(container, range.endContainer, range.endOffset);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/**
 * A quoted passage found in the text: where the evaluator typed or pasted it (the first match at
 * or after `from`, else the first anywhere), ignoring differences in spaces and line breaks.
 */
export function findQuote(text: string, quote: string, from = 0): TextRange | null {
  const wanted = quote.trim();
  if (!wanted) return null;
  const pattern = new RegExp(
    wanted
      .split(/\s+/u)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'gu',
  );
  let first: TextRange | null = null;
  for (const match of text.matchAll(pattern)) {
    const found = { start: match.index, end: match.index + match[0].length };
    if (found.start >= from) return found;
    first ??= found;
  }
  return first;
}
