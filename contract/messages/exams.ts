// What the exam engine answers: the learner's tests and attempts, and the staff's form uploads.

export const TEST_NOT_FOUND = 'We could not find this test.';
export const ATTEMPT_NOT_FOUND = 'We could not find this attempt.';
export const ENTITLEMENT_REFUNDED = 'This test was refunded, so it can no longer be taken.';
export const ENTITLEMENT_EXPIRED =
  'The time to start this test has passed. Please contact the academy if you need help.';
export const FORM_NOT_READY =
  'This test is not ready to be taken yet. Please try again later or contact the academy.';

/** Another tab or device holds the attempt; the room offers to take it over. */
export const ATTEMPT_ELSEWHERE =
  'This test is open in another tab or on another device. Continue here to take it over; the other one will stop saving.';
export const ATTEMPT_OVER = 'This test has been handed in; nothing more can be changed.';
export const SECTION_TIME_UP =
  'The time for this section is up. The answers saved before then have been handed in.';
export const SECTION_HANDED_IN =
  'This section has been handed in; its answers can no longer change.';
export const SECTION_NOT_OPEN = 'This section is not open now.';
export const SECTION_NOT_NEXT = 'The sections are taken in order: this one is not next.';
export const SECTION_OPEN_ALREADY = 'Another section is still open. Hand it in first.';
export const sectionNotInTest = (sectionId: string) =>
  `The section ${sectionId} is not in this test.`;
export const questionNotInTest = (questionId: string) =>
  `The question ${questionId} is not in this test.`;
export const questionNotInSection = (questionId: string, sectionId: string) =>
  `The question ${questionId} is not in the section ${sectionId}.`;
export const partNotInSection = (partId: string, sectionId: string) =>
  `The part ${partId} is not in the section ${sectionId}.`;
/** An answer whose shape does not fit its question (an unknown option, too many picks, text for a choice). */
export const answerInvalid = (questionId: string, why: string) =>
  `The answer to ${questionId} is not valid: ${why}.`;
export const SPEECH_ANSWER_BY_RECORDING = 'A spoken answer is saved by recording it, not as text.';

export const PRACTICE_ONLY = 'Only a practice attempt can be paused.';
export const NOTHING_TO_PAUSE = 'There is no section running to pause.';

export const AUDIO_NOT_FOUND = 'We could not find this recording in the test.';
export const AUDIO_PLAYED =
  'This recording has already been played. In the test, each recording plays once.';
export const AUDIO_LINK_EXPIRED = 'This recording link has expired. Reload the page to continue.';
export const TRANSCRIPT_LATER =
  'The transcript is shown once you have answered this part in practice mode, or with your results.';

export const RECORDING_NOT_SPEECH = 'This question is not answered by speaking.';
export const RECORDING_FINISHED = 'This spoken answer is already complete.';
export const RECORDING_EMPTY = 'A recording chunk cannot be empty.';
export const recordingTypeMismatch = (expected: string) =>
  `The recording was started as ${expected}; every chunk must be of that type.`;
export const recordingChunksMissing = (indexes: readonly number[]) =>
  `Parts of the recording are missing (chunks ${indexes.join(', ')}). Send them again, then finish.`;

// The staff console's form uploads and the command line's import-form.
export const FORM_INVALID =
  'This form cannot be used. Correct the problems listed and upload it again.';
export const formForAnotherTest = (formTest: string) =>
  `This form is for the test ${formTest}, not for this one.`;
export const formTestMissing = (slug: string) =>
  `The test ${slug} is not in the catalogue yet, so its form cannot be imported.`;
export const formImported = (formId: string, version: number, testName: string) =>
  `${formId} is now version ${version} of ${testName}; new attempts use it, started ones keep theirs.`;
export const formUnchanged = (formId: string, version: number, testName: string) =>
  `${formId} is unchanged: version ${version} of ${testName} already holds this file, and new attempts use it.`;
export const formReactivated = (formId: string, version: number, testName: string) =>
  `${formId} matches version ${version} of ${testName}, which new attempts use again.`;
