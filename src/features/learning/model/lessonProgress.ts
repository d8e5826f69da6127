import type { LearnCourse, SaveProgressRequest } from '@contract/types';

/**
 * What the player tells the server about the learner's place in a lesson. Only this module and
 * the player's progress hook (player/useProgressSaving.ts) build one; everything between them
 * passes it on as it is.
 */
export type ProgressReport = SaveProgressRequest;

/**
 * Sends a report of the lesson on screen. Answers the server's notice when a completion was asked
 * for but does not count yet (the server decides completion from what it can believe was watched).
 */
export type SaveProgress = (report: ProgressReport) => Promise<string | undefined>;

/** The learner is at this moment of the lesson. */
export const reportPosition = (positionSeconds: number): ProgressReport => ({
  positionSeconds,
  completed: false,
});

/** The lesson is done (its video ended, or the learner marked it) at this moment. */
export const reportCompleted = (positionSeconds: number): ProgressReport => ({
  positionSeconds,
  completed: true,
});

/** What an owner has saved of a lesson: where to resume and whether it is done. */
export interface SavedProgress {
  startAt: number;
  completed: boolean;
}

/** The owner's saved progress in the lesson (from its start when none); undefined for a non-owner. */
export function savedProgress(course: LearnCourse, lessonId: string): SavedProgress | undefined {
  if (!course.owned) return undefined;
  const saved = course.progress.find((entry) => entry.lessonId === lessonId);
  return { startAt: saved?.positionSeconds ?? 0, completed: saved?.completed ?? false };
}

/**
 * Whether the owner has every lesson completed now. A certificate once issued stays valid when a
 * lesson is marked not done later; the player congratulates only while every lesson is done.
 */
export function everyLessonDone(course: LearnCourse): boolean {
  const done = new Set(course.progress.filter((entry) => entry.completed).map((e) => e.lessonId));
  const lessons = course.sections.flatMap((section) => section.lessons);
  return lessons.length > 0 && lessons.every((lesson) => done.has(lesson.id));
}
