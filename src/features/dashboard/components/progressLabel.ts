import type { PurchasedCourse } from '@contract/types';
import { countOf } from '@/lib/countOf';

type Progress = Pick<PurchasedCourse, 'completedLessons' | 'lessonCount' | 'lastWatchedAt'>;

/** How far through a course, in whole percent. */
export const progressPercent = ({ completedLessons, lessonCount }: Progress): number =>
  lessonCount === 0 ? 0 : Math.round((Math.min(completedLessons, lessonCount) / lessonCount) * 100);

/**
 * One wording of a course's progress for the card and the Continue learning strip alike:
 * '5 lessons · not started', '5 lessons · started' (watched, nothing completed yet),
 * '2 of 5 lessons · 40%'.
 */
export function progressLabel(course: Progress): string {
  const { completedLessons: done, lessonCount: total } = course;
  if (done > 0)
    return `${Math.min(done, total)} of ${countOf(total, 'lesson')} · ${progressPercent(course)}%`;
  return `${countOf(total, 'lesson')} · ${course.lastWatchedAt ? 'started' : 'not started'}`;
}
