import type { MyTest, MyTestStatus } from '@contract/examTypes';
import { formatLongDate } from '@contract/longDate';
import { spokenDuration } from '../model/clock';

/** Each state's name on the Tests tab. */
export const STATUS_LABELS: Record<MyTestStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
  awaiting_evaluation: 'Awaiting evaluation',
  results_ready: 'Results ready',
  expired: 'Expired',
  refunded: 'Refunded',
};

/** The line under a test's name: what its state means for the learner now. */
export function statusDetail(test: MyTest): string {
  switch (test.status) {
    case 'not_started':
      return `Start by ${formatLongDate(test.expiresAt)}. One attempt, 2 hours 30 minutes.`;
    case 'in_progress':
      return test.timeLeftSeconds !== null
        ? `${spokenDuration(test.timeLeftSeconds)} left${test.mode === 'practice' ? ' (practice mode)' : ''}.`
        : 'In progress.';
    case 'submitted':
      return 'Handed in. Your listening and reading are marked; writing and speaking wait for an evaluator.';
    case 'awaiting_evaluation':
      return 'An expert evaluator is marking your writing and speaking. Results within 48 hours.';
    case 'results_ready':
      return test.overall === null
        ? 'Your results are ready.'
        : `Overall ${Number.isInteger(test.overall) ? test.overall.toFixed(1) : test.overall}${test.cefr ? ` (CEFR ${test.cefr})` : ''}.`;
    case 'expired':
      return `Not started before ${formatLongDate(test.expiresAt)}.`;
    case 'refunded':
      return 'Refunded: this test can no longer be taken.';
  }
}
