export const COURSE_NOT_FOUND = 'Course not found.';
export const LESSON_NOT_FOUND = 'Lesson not found.';
/** A lesson of a course the learner has not bought (previews excepted). */
export const LESSON_LOCKED = 'Buy this course to watch this lesson.';
/** A lesson file asked for with an address that has expired or was signed for someone else. */
export const MEDIA_LINK_EXPIRED = 'This video link has expired. Reload the lesson to continue.';
export const MEDIA_NOT_FOUND = 'This file is not available.';
export const RANGE_NOT_SATISFIABLE = 'The requested byte range is outside the file.';
/** Progress is kept for a course's owners only (a preview is not saved). */
export const PROGRESS_OWNERS_ONLY = 'Progress is saved for the courses you have bought.';
/**
 * A lesson file asked for with an address signed before the learner's access ended (a refund):
 * the signature is still good, the access is not.
 */
export const MEDIA_ACCESS_ENDED =
  'Your access to this course has ended, so its lessons no longer play.';
/** Completion asked for before the server can believe the lesson was watched or read. */
/** A completed lesson marked as not done by its learner. */
export const LESSON_REOPENED =
  'Marked as not done. It counts as completed again when you finish it (play it to the end, or mark it as complete).';
export const WATCH_TO_COMPLETE = 'Watch the video to near its end to complete this lesson.';
export const READ_TO_COMPLETE =
  'Take the time to read this lesson through; then mark it as complete.';
