// What the marking console's API answers: claims, marks, drafts and refusals, shown as they are.

export const TASK_NOT_FOUND = 'We could not find this marking task.';
export const TASK_DONE = 'This response has already been marked.';
export const TASK_CANCELLED = 'This marking task was withdrawn.';

/** A claim on a task another evaluator holds: who, and until when (India time). */
export const taskHeldBy = (name: string, until: string) =>
  `${name} is marking this response until ${until}. Choose another from the queue.`;
export const CLAIM_FIRST = 'Claim this response before marking it.';
export const CLAIM_RELEASED = 'The response is back in the queue.';
export const NOT_YOUR_CLAIM = 'You do not hold this response, so there is nothing to give back.';

export const MARKED_BEFORE =
  'You have marked this response before; another evaluator must give this mark.';
export const SENIOR_ONLY =
  'Only a senior evaluator (or an admin) decides between two marks or marks a re-mark.';

/** A criterion mark off the scheme's scale. */
export const IELTS_MARK_SCALE = 'Marks go from 0 to 9 in half bands.';
export const MASTERY_MARK_SCALE = 'Marks go from 0 to 5 in half steps.';
export const unitsMismatch = (expected: readonly string[]) =>
  `Mark every unit of this response, and only those: ${expected.join(', ')}.`;
export const criteriaMismatch = (unit: string, expected: readonly string[]) =>
  `Mark every criterion of ${unit}, once each: ${expected.join(', ')}.`;
export const annotationOutsideUnit = (questionId: string, unit: string) =>
  `The note on ${questionId} does not belong to ${unit}.`;
export const ANNOTATION_PASSAGE =
  'A note on an essay needs the selected passage (its start and end within the text).';
export const ANNOTATION_MOMENT =
  'A note on a recording needs its moment (seconds from the start, within the recording).';

export const markDone = (next: 'final' | 'second' | 'moderation') =>
  next === 'final'
    ? 'The mark is saved.'
    : next === 'second'
      ? 'The mark is saved; a second evaluator will also mark this response.'
      : 'The mark is saved; the two marks differ, so a senior evaluator will decide.';
