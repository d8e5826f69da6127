// Builders that keep the course data short: a video lesson names its clip, an article lesson gets
// its reading time from its length.
import type { ClipId } from './clipIds';
import type { ArticleLesson, VideoLesson } from './types';

/** Learners reading in a second language: about 150 words a minute. */
const WORDS_PER_MINUTE = 150;

export const wordCount = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Reading time in seconds, rounded up to the next ten. */
export const readingSeconds = (html: string): number =>
  Math.ceil((wordCount(html) / WORDS_PER_MINUTE) * 6) * 10;

export const video = (title: string, clip: ClipId, preview = false): VideoLesson => ({
  kind: 'video',
  title,
  preview,
  clip,
});

/** Article bodies are written as indented template literals; the stored HTML has no layout space. */
const compact = (html: string): string => html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim();

export function article(title: string, html: string): ArticleLesson {
  const body = compact(html);
  return { kind: 'article', title, preview: false, body, readingSeconds: readingSeconds(body) };
}
