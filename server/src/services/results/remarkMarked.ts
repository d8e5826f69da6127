import { SKILL_NAMES } from '@contract/exams/catalogue';
import type { Skill } from '@contract/exams/catalogue';
import type { Queryable } from '../../db';
import { findResult, reviseResult } from '../../repositories/examResults';
import { attemptLearner, findSection, setSectionScore } from '../../repositories/markedAttempts';
import { waitingRemarkTasks, type TaskRow } from '../../repositories/markingTasks';
import { lockRemarkRequest, recordRemarkOutcome } from '../../repositories/remarkRequests';
import { remarkOutcomeMail } from '../mail/examTemplates';
import type { MarkingApp } from '../marking/markingApp';
import { resultsPageUrl } from './links';
import { cefrOf, overallOf } from './resultSkills';

/**
 * A re-mark's mark replaces the skill's score, up or down. Once the request's last skill is marked,
 * the released results are revised (skills, overall, `revised_at`) and the learner is mailed what
 * changed. Runs in the mark's transaction.
 */
export async function applyRemarkMark(
  app: Pick<MarkingApp, 'outbox' | 'config'>,
  tx: Queryable,
  { task, skill, score, now }: { task: TaskRow; skill: Skill; score: number; now: Date },
): Promise<void> {
  const section = await findSection(tx, task.attempt_id, task.section_id);
  const result = await findResult(tx, task.attempt_id);
  const request = task.remark_request_id
    ? await lockRemarkRequest(tx, task.remark_request_id)
    : undefined;
  if (!section || !result || !request) return;
  const released = result.skills.find((entry) => entry.sectionId === task.section_id);
  const before = released?.score ?? section.score ?? score;
  await setSectionScore(tx, task.attempt_id, task.section_id, score, 'final');
  const remaining = await waitingRemarkTasks(tx, request.id);
  const outcome = { sectionId: task.section_id, skill, before, after: score };
  await recordRemarkOutcome(tx, request.id, outcome, remaining === 0 ? { at: now } : undefined);
  if (remaining > 0) return;

  const outcomes = [...(request.outcome ?? []), outcome];
  const skills = result.skills.map((entry) => {
    const changed = outcomes.find((item) => item.sectionId === entry.sectionId);
    if (!changed) return entry;
    return { ...entry, score: changed.after, cefr: cefrOf(result.scheme, changed.after) };
  });
  const { overall, cefr } = overallOf(result.scheme, skills);
  await reviseResult(tx, task.attempt_id, { skills, overall, cefr, revisedAt: now });
  const learner = await attemptLearner(tx, task.attempt_id);
  if (!learner) return;
  await app.outbox.enqueue(
    {
      to: learner.email,
      ...remarkOutcomeMail(learner.name, {
        testName: result.test_name,
        scheme: result.scheme,
        overall,
        cefr,
        link: resultsPageUrl(app.config.siteUrl, task.attempt_id),
        changes: outcomes.map((item) => ({
          skill: SKILL_NAMES[item.skill as Skill] ?? item.skill,
          before: item.before,
          after: item.after,
        })),
      }),
    },
    tx,
  );
}
