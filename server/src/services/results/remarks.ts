import type { ExamResultResponse, RemarkRequest } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import * as m from '@contract/messages/results';
import { badRequest, conflict } from '../../lib/httpError';
import { findResult } from '../../repositories/examResults';
import { attemptSections, lockAttempt } from '../../repositories/markedAttempts';
import { insertTask } from '../../repositories/markingTasks';
import { insertRemarkRequest, remarksOfAttempt } from '../../repositories/remarkRequests';
import { nowOf, type MarkingApp } from '../marking/markingApp';
import { learnerResult, ownAttempt } from './learnerResult';

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

/**
 * A learner asks for a re-mark of expert-marked skills, with a reason, within REMARK_WINDOW_DAYS of
 * the results; each skill is re-marked once. Each skill gets a 'remark' task for a senior evaluator
 * who has not marked it before, marked blind; the score may go up or down (applyRemarkMark).
 */
export async function requestRemark(
  app: MarkingApp,
  userId: string,
  attemptId: string,
  body: RemarkRequest,
): Promise<ExamResultResponse> {
  await ownAttempt(app, userId, attemptId);
  const reason = body.reason.trim();
  if (!reason) throw badRequest(m.REMARK_REASON_REQUIRED);
  const now = nowOf(app);
  await app.db.transaction(async (tx) => {
    await lockAttempt(tx, attemptId);
    const result = await findResult(tx, attemptId);
    if (!result) throw conflict(m.RESULTS_NOT_RELEASED);
    const windowDays = app.config.marking.remarkWindowDays;
    if (now.getTime() > result.released_at.getTime() + windowDays * DAY_MS)
      throw conflict(m.remarkWindowClosed(windowDays));
    const sections = await attemptSections(tx, attemptId);
    const chosen = body.skills.map((skill) =>
      sections.find((section) => section.skill === skill && section.marking === 'expert'),
    );
    if (chosen.some((section) => section === undefined)) throw badRequest(m.REMARK_EXPERT_ONLY);
    const sectionIds = chosen.map((section) => section!.section_id);
    const earlier = await remarksOfAttempt(tx, attemptId);
    if (earlier.some((request) => request.status === 'waiting')) throw conflict(m.REMARK_OPEN);
    const again = chosen.filter((section) =>
      earlier.some((request) => request.section_ids.includes(section!.section_id)),
    );
    if (again.length > 0)
      throw conflict(m.remarkDoneBefore(again.map((s) => SKILL_NAMES[s!.skill])));
    const requestId = await insertRemarkRequest(tx, {
      attemptId,
      sectionIds,
      reason,
      requestedAt: now,
    });
    for (const sectionId of sectionIds)
      await insertTask(tx, {
        attemptId,
        sectionId,
        kind: 'remark',
        reason: 'learner-request',
        remarkRequestId: requestId,
        submittedAt: now,
        dueAt: new Date(now.getTime() + app.config.marking.dueHours * HOUR_MS),
      });
  });
  return { result: await learnerResult(app, userId, attemptId) };
}
