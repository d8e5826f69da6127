import { findAttempt, findSection } from '../../repositories/markedAttempts';
import { dueFromHandIn, insertTask } from '../../repositories/markingTasks';
import { nowOf, type MarkingApp } from './markingApp';

const HOUR_MS = 3600_000;

/**
 * The `exam.sectionClosed` job: an expert-marked section was handed in or its time ran out. Its
 * first marking task joins the queue, due MARKING_DUE_HOURS after the attempt was handed in (after
 * the section closed while later sections still run; the hand-in, which every form makes with an
 * expert section, moves the earlier ones' due time to it), and its automatic signals are scheduled.
 * Safe to run twice: a response gets one first task. A release check follows any closed section,
 * for a form whose last section closes after every mark has settled.
 */
export async function onSectionClosed(
  app: MarkingApp,
  { attemptId, sectionId }: { attemptId: string; sectionId: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, attemptId);
    const section = attempt && (await findSection(tx, attemptId, sectionId));
    if (!attempt || !section || section.status !== 'closed') return;
    if (section.marking === 'expert') {
      const handedIn = section.closed_at ?? nowOf(app);
      const dueFrom = attempt.submitted_at ?? handedIn;
      const dueAt = new Date(dueFrom.getTime() + app.config.marking.dueHours * HOUR_MS);
      await insertTask(tx, { attemptId, sectionId, kind: 'first', submittedAt: handedIn, dueAt });
      if (attempt.submitted_at) await dueFromHandIn(tx, attemptId, dueAt);
      await app.jobs.schedule(
        'exam.signals',
        { attemptId, sectionId },
        { tx, dedupeKey: `${attemptId}:${sectionId}` },
      );
    }
    await app.jobs.schedule('exam.release', { attemptId }, { tx });
  });
}
