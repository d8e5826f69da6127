// A learner's results, the score report, its public verification and re-marks.

/** Another learner's attempt, or none by that id: the same answer. */
export const RESULT_NOT_FOUND = 'We could not find this attempt.';
export const RESULTS_NOT_RELEASED =
  'Your results are not ready yet. We will mail you as soon as every part is marked.';

/** An unknown or malformed report number: the same answer, so numbers cannot be probed. */
export const REPORT_NOT_FOUND =
  'We could not find this score report. Check that the report number was copied in full.';

export const RECORDING_LINK_EXPIRED =
  'This recording link has expired. Reload the page to play it.';
export const RECORDING_NOT_FOUND = 'We could not find this recording.';

export const REMARK_REASON_REQUIRED = 'Please tell us why you would like a re-mark.';
export const REMARK_EXPERT_ONLY =
  'Only the skills marked by an evaluator (such as writing and speaking) can be re-marked.';
export const REMARK_OPEN = 'A re-mark of this test is already under way.';
export const remarkDoneBefore = (skills: readonly string[]) =>
  `${skills.join(' and ')} ${skills.length > 1 ? 'have' : 'has'} already been re-marked; a skill is re-marked once.`;
export const remarkWindowClosed = (days: number) =>
  `A re-mark can be asked for within ${days} days of the results, and that time has passed.`;
