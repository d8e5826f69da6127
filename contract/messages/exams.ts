// What the exam room's API says when it refuses something. The room shows these texts as they are.

/** 409 ATTEMPT_ELSEWHERE: another tab or device holds the attempt (opening without takeover). */
export const ATTEMPT_OPEN_ELSEWHERE =
  'This test is open in another tab or on another device. You can continue it here instead.';
/** 409 ATTEMPT_ELSEWHERE: this tab's hold was taken over by another tab or device. */
export const ATTEMPT_TAKEN_OVER =
  'This test was opened in another tab or on another device, so this tab can no longer save answers.';
/** 409 SECTION_CLOSED: a save or action after the section's time was up or it was handed in. */
export const SECTION_TIME_UP =
  "This section's time is up: answers saved before the end count, later ones are not accepted.";
/** 409: an action on an attempt that has been submitted. */
export const ATTEMPT_SUBMITTED = 'This test has already been submitted.';
/** 409: Start on a bought test past its validity or refunded. */
export const TEST_NOT_STARTABLE = 'This test can no longer be started.';
/** 400: an answer to a question that is not in the open section. */
export const QUESTION_NOT_IN_SECTION = 'That question is not part of this section.';
/** 409: exam mode plays a listening recording once. */
export const AUDIO_ALREADY_PLAYED = 'This recording has already been played.';
/** 409: pause and resume are for practice mode only. */
export const PRACTICE_ONLY = 'Only a practice test can be paused.';
