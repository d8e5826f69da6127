// The kinds of background job and their payloads. A module that schedules or handles a new kind
// adds it here (or augments `JobPayloads` from its own file), so `schedule` and `handle` agree on
// the payload's shape.

export interface JobPayloads {
  /** A section's time is up (scheduled at its deadline plus the save grace): close it. */
  'exam.closeSection': { attemptId: string; sectionId: string };
  /** The break after a section has ended: start the next section if the candidate has not. */
  'exam.startSection': { attemptId: string };
  /** An expert-marked section was handed in or closed: marking tasks and signals follow. */
  'exam.sectionClosed': { attemptId: string; sectionId: string };
}

export type JobKind = keyof JobPayloads & string;
