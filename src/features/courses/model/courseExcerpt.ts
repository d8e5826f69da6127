// A course card's excerpt: plain text from the start of the HTML description.
import { parseHtmlBody } from '@/lib/parseHtml';

/** Characters an excerpt aims to stay within: about three lines of a narrow card. */
export const EXCERPT_LENGTH = 100;
/** A featured card is twice as wide and says more. */
export const FEATURED_EXCERPT_LENGTH = 220;

const SENTENCE_END = /[.!?](?=\s|$)/g;

const spacedOnce = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The description as an inert document: no script runs and no picture loads. */
function parse(html: string): HTMLElement {
  const body = parseHtmlBody(html);
  for (const lineBreak of body.querySelectorAll('br')) lineBreak.replaceWith(' ');
  return body;
}

/** The text of the description's first paragraph (or of all of it when it has none), spaced once. */
function leadText(html: string): string {
  const body = parse(html);
  return spacedOnce(body.querySelector('p')?.textContent ?? body.textContent);
}

/** Whole sentences from the start, as many as fit in `length`; none when the first does not fit. */
function wholeSentences(text: string, length: number): string {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index + 1 > length) break;
    end = match.index + 1;
  }
  return text.slice(0, end);
}

/** The words from the start that fit in `length`, closed with an ellipsis of our own. */
function cutAtWord(text: string, length: number): string {
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.\u2013\u2014-]+$/, '')}…`;
}

/**
 * A plain-text excerpt: the first paragraph when it fits in `length`, else its whole sentences
 * that fit, else its first words with an ellipsis. Lists and formatting stay in the full
 * description ('Know More').
 */
export function courseExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = leadText(html);
  if (text.length <= length) return text;
  return wholeSentences(text, length) || cutAtWord(text, length);
}

/** The first `count` points of the description's lists, as plain text. */
export function courseHighlights(html: string, count: number): string[] {
  return [...parse(html).querySelectorAll('li')]
    .map((item) => spacedOnce(item.textContent))
    .filter(Boolean)
    .slice(0, count);
}
