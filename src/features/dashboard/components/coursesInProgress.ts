import type { PurchasedCourse } from '@contract/types';

/** Courses in the "Continue learning" strip. */
const CONTINUE_LEARNING_COUNT = 3;

/** The courses the learner is part-way through, the most recently watched first. */
export function coursesInProgress(courses: PurchasedCourse[]): PurchasedCourse[] {
  return courses
    .filter((course) => course.lastWatchedAt && course.completedLessons < course.lessonCount)
    .sort((a, b) => b.lastWatchedAt!.localeCompare(a.lastWatchedAt!))
    .slice(0, CONTINUE_LEARNING_COUNT);
}
