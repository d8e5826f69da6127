import type { AdminSection } from '../types';

// What a course needs before it can be published: a learner who buys it has something to play.
// The console lists these next to Publish, and the server refuses a publish with the same list.

export const NEEDS_A_LESSON = 'Add at least one lesson.';
export const NEEDS_PLAYABLE_LESSON =
  'Give at least one lesson playable content: upload the video of a video lesson, or write the text of a reading lesson.';

/** True when an article's HTML holds readable text (not only tags and spaces). */
export const hasArticleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** What is missing before the course can be published; empty when it can be. */
export function publishProblems(sections: readonly AdminSection[]): string[] {
  const lessons = sections.flatMap((section) => section.lessons);
  if (lessons.length === 0) return [NEEDS_A_LESSON];
  const playable = lessons.some((lesson) =>
    lesson.kind === 'video' ? lesson.video !== null : hasArticleText(lesson.articleHtml),
  );
  return playable ? [] : [NEEDS_PLAYABLE_LESSON];
}

/** The server's refusal of a publish: what is missing, in one message. */
export const publishRefused = (problems: readonly string[]) =>
  `The course cannot be published yet. ${problems.join(' ')}`;
