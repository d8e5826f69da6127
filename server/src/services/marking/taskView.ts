import type { EarlierMark, MarkingTask } from '@contract/examTypes';
import * as m from '@contract/messages/marking';
import { notFound } from '../../lib/httpError';
import { findSignals } from '../../repositories/examSignals';
import {
  attemptAnswers,
  completeRecordings,
  findAttemptWithForm,
} from '../../repositories/markedAttempts';
import { findTaskView, type TaskView } from '../../repositories/markingTasks';
import { findDraft, marksOfResponse, type MarkRow } from '../../repositories/marks';
import { assertMayTake } from './access';
import { nowOf, type Marker, type MarkingApp } from './markingApp';
import { unitResponses } from './responses';
import { skillSignalsOf } from './skillSignals';

// A task as the marking screen shows it: blind (a candidate number, never a name or email), the
// responses with their prompts, the rubric units, the automatic signals, and for a decision the two
// marks to decide between, labelled by role, not by name.

const LABELS: Record<string, string> = { first: 'First marker', second: 'Second marker' };

const earlierMarkOf = (mark: MarkRow): EarlierMark => ({
  label: LABELS[mark.kind] ?? 'Earlier marker',
  score: mark.score,
  units: mark.units,
  comment: mark.comment,
});

export const claimOf = (task: TaskView, markerId: string): MarkingTask['claim'] =>
  task.holder_name !== null && task.claimed_by !== null && task.claim_expires_at !== null
    ? {
        evaluatorName: task.holder_name,
        mine: task.claimed_by === markerId,
        until: task.claim_expires_at.toISOString(),
      }
    : null;

export async function markingTask(
  app: MarkingApp,
  marker: Marker,
  taskId: string,
): Promise<MarkingTask> {
  const now = nowOf(app);
  const task = await findTaskView(app.db, taskId, now);
  if (!task) throw notFound(m.TASK_NOT_FOUND);
  const marks = await marksOfResponse(app.db, task.attempt_id, task.section_id);
  const ownMark = marks.some((mark) => mark.task_id === task.id && mark.evaluator_id === marker.id);
  await assertMayTake(app.db, marker, task, { ownMark });
  const attempt = await findAttemptWithForm(app.db, task.attempt_id);
  if (!attempt) throw notFound(m.TASK_NOT_FOUND);
  const [answers, recordings, signals, draft] = await Promise.all([
    attemptAnswers(app.db, task.attempt_id, task.section_id),
    completeRecordings(app.db, task.attempt_id),
    findSignals(app.db, task.attempt_id, task.section_id),
    findDraft(app.db, task.id, marker.id),
  ]);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const units = unitResponses(attempt, task.section_id, answers, recordings, (recording) =>
    app.marking.recordings.address(recording.id, marker.id, nowSeconds),
  );
  return {
    taskId: task.id,
    kind: task.kind,
    candidateNumber: task.candidate_number,
    testName: task.test_name,
    skill: task.skill,
    scheme: attempt.scoring.scheme,
    submittedAt: task.submitted_at.toISOString(),
    dueAt: task.due_at.toISOString(),
    claim: claimOf(task, marker.id),
    units: units.map(({ unit, responses }) => ({
      unitId: unit.id,
      title: unit.title,
      rubric: unit.rubric,
      weight: unit.weight,
      responses,
    })),
    signals: signals ? skillSignalsOf(signals, task.skill) : null,
    // Only a decision shows the marks it decides between; every other mark is blind.
    earlierMarks:
      task.kind === 'moderation'
        ? marks.filter((mark) => mark.kind === 'first' || mark.kind === 'second').map(earlierMarkOf)
        : [],
    draft: draft
      ? { units: draft.units, comment: draft.comment, savedAt: draft.saved_at.toISOString() }
      : null,
  };
}
