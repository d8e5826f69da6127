import type { CurriculumLesson, LearnCourse } from '@contract/types';

/**
 * Whether this learner may open the lesson: every lesson of an owned course (or of a draft staff
 * preview), previews otherwise.
 */
export const canOpen = (course: LearnCourse, lesson: CurriculumLesson): boolean =>
  course.owned || Boolean(course.draftPreview) || lesson.preview;

/**
 * The lesson to show: the one the address names (the server says if it is locked), or else where
 * an owner last was, or else the first lesson this learner may open; undefined when there is none.
 */
export function lessonToOpen(course: LearnCourse, addressed?: string): string | undefined {
  if (addressed) return addressed;
  if (course.owned && course.progress[0]) return course.progress[0].lessonId;
  for (const section of course.sections)
    for (const lesson of section.lessons) if (canOpen(course, lesson)) return lesson.id;
  return undefined;
}

/** A lesson beside this one that the learner may open. */
export interface NeighbourLesson {
  title: string;
  path: string;
}

/**
 * The lessons before and after this one that the learner may open, in course order (none when
 * this one is not among them).
 */
export function lessonNeighbours(
  course: LearnCourse,
  lessonId: string,
  lessonPath: (lessonId: string) => string,
): { previous?: NeighbourLesson; next?: NeighbourLesson } {
  const open = course.sections
    .flatMap((section) => section.lessons)
    .filter((lesson) => canOpen(course, lesson));
  const at = open.findIndex((lesson) => lesson.id === lessonId);
  const link = (index: number) => {
    const lesson = at < 0 ? undefined : open[index];
    return lesson && { title: lesson.title, path: lessonPath(lesson.id) };
  };
  return { previous: link(at - 1), next: link(at + 1) };
}
