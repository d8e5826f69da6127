// The background jobs marking and results add to the queue (services/jobs/kinds.ts lists the
// engine's): their payloads, so `schedule` and `handle` agree on them.

declare module '../jobs/kinds' {
  interface JobPayloads {
    /** An expert-marked section's automatic signals (writing and speech measures, an estimate). */
    'exam.signals': { attemptId: string; sectionId: string };
    /** Release an attempt's results if every section is marked and nothing waits. */
    'exam.release': { attemptId: string };
  }
}

export {};
