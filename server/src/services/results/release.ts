import {
  attemptLearner,
  attemptSections,
  findAttemptWithForm,
  lockAttempt,
  markResultsReady,
} from '../../repositories/markedAttempts';
import { findResult, insertResult } from '../../repositories/examResults';
import { waitingTaskCount } from '../../repositories/markingTasks';
import { resultsReadyMail } from '../mail/examTemplates';
import { nowOf, type MarkingApp } from '../marking/markingApp';
import { resultsPageUrl } from './links';
import { newReportId } from './reportId';
import { everySectionSettled, overallOf, resultSkills } from './resultSkills';

/**
 * The `exam.release` job: once every section is marked and settled and no marking task waits, the
 * results are released in one transaction: the results row with its report number, the attempt
 * 'results_ready', and the learner's mail. Anything short of that, or results already released,
 * changes nothing (the job runs after every settled mark, and may run twice). Answers whether this
 * run released them.
 */
export async function releaseResults(
  app: MarkingApp,
  { attemptId }: { attemptId: string },
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt || attempt.status === 'in_progress') return false;
    if (await findResult(tx, attemptId)) return false;
    const sections = await attemptSections(tx, attemptId);
    if (!everySectionSettled(sections)) return false;
    if ((await waitingTaskCount(tx, attemptId)) > 0) return false;
    const form = await findAttemptWithForm(tx, attemptId);
    const learner = await attemptLearner(tx, attemptId);
    if (!form || !learner) return false;
    const scheme = form.scoring.scheme;
    const skills = resultSkills(scheme, form.content, sections);
    const { overall, cefr } = overallOf(scheme, skills);
    const now = nowOf(app);
    await insertResult(tx, {
      attempt_id: attemptId,
      report_id: newReportId(),
      candidate_name: learner.name,
      test_name: attempt.test_name,
      scheme,
      overall,
      cefr,
      skills,
      taken_at: attempt.started_at,
      released_at: now,
    });
    await markResultsReady(tx, attemptId, now);
    await app.outbox.enqueue(
      {
        to: learner.email,
        ...resultsReadyMail(learner.name, {
          testName: attempt.test_name,
          scheme,
          overall,
          cefr,
          link: resultsPageUrl(app.config.siteUrl, attemptId),
        }),
      },
      tx,
    );
    return true;
  });
}
