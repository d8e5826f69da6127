import type { MarkingOverview } from '@contract/examTypes';
import { SCHEME_RULES } from '@contract/exams/scoring';
import type { ScoringScheme } from '@contract/exams/catalogue';
import {
  evaluatorWork,
  failedJobs,
  jobsWaiting,
  markPairs,
  timeToResult,
} from '../../repositories/markingOverview';
import { queueCounts } from '../../repositories/markingTasks';
import { nowOf, type MarkingApp } from './markingApp';

const WINDOW_DAYS = 30;
const FAILED_JOBS_SHOWN = 20;

const rounded = (value: number | null, places = 1): number | null =>
  value === null ? null : Number(value.toFixed(places));

/** Agreement of independent mark pairs: exact, within the scheme's moderation gap, mean difference. */
export function agreementOf(pairs: readonly { first: number; second: number; scheme: string }[]) {
  if (pairs.length === 0)
    return { pairs: 0, exactShare: null, withinModerationShare: null, meanDifference: null };
  const differences = pairs.map((pair) => Math.abs(pair.first - pair.second));
  const within = pairs.filter((pair, index) => {
    const rules = SCHEME_RULES[pair.scheme as ScoringScheme] ?? SCHEME_RULES.ielts;
    return differences[index]! < rules.moderationGap;
  }).length;
  return {
    pairs: pairs.length,
    exactShare: rounded(
      differences.filter((difference) => difference === 0).length / pairs.length,
      3,
    ),
    withinModerationShare: rounded(within / pairs.length, 3),
    meanDifference: rounded(differences.reduce((sum, d) => sum + d, 0) / pairs.length, 2),
  };
}

/** For admins: the queue now, and over the last 30 days time to result and agreement. */
export async function markingOverview(app: MarkingApp): Promise<MarkingOverview> {
  const now = nowOf(app);
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3600_000);
  const [counts, time, pairs, evaluators, pending, failed] = await Promise.all([
    queueCounts(app.db, null, now),
    timeToResult(app.db, since),
    markPairs(app.db, since),
    evaluatorWork(app.db, since),
    jobsWaiting(app.db),
    failedJobs(app.db, FAILED_JOBS_SHOWN),
  ]);
  return {
    queue: {
      waiting: counts.waiting,
      claimed: counts.claimed,
      overdue: counts.overdue,
      moderation: counts.moderation,
      remarks: counts.remarks,
    },
    timeToResult: {
      released: time.released,
      medianHours: rounded(time.median),
      p90Hours: rounded(time.p90),
    },
    agreement: agreementOf(pairs),
    evaluators: evaluators.map((evaluator) => ({
      name: evaluator.name,
      marked: evaluator.marked,
      medianMinutes: rounded(evaluator.median_minutes),
    })),
    jobs: {
      pending,
      failed: failed.map((job) => ({
        id: job.id,
        kind: job.kind,
        attempts: job.attempts,
        lastError: job.last_error ?? '',
        failedAt: job.finished_at.toISOString(),
      })),
    },
  };
}
