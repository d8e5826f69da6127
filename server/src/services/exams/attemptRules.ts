import {
  ATTEMPT_ELSEWHERE,
  ATTEMPT_NOT_FOUND,
  ATTEMPT_OVER,
  SECTION_HANDED_IN,
  SECTION_NOT_OPEN,
  SECTION_TIME_UP,
} from '@contract/messages/exams';
import { conflict, notFound } from '../../lib/httpError';
import type { AttemptRow, SectionRow } from '../../repositories/examAttempts';
import type { FormIndex } from './forms/formIndex';

// The checks every call on an attempt makes, with the answers the exam room shows.

/** Another learner's attempt is answered like one that does not exist. */
export function ownAttempt<T extends { attempt: Pick<AttemptRow, 'userId'> }>(
  found: T | undefined,
  userId: string,
): T {
  if (!found || found.attempt.userId !== userId) throw notFound(ATTEMPT_NOT_FOUND);
  return found;
}

/** Only the tab (or device) that opened the attempt last saves; another is told to take it over. */
export function assertTab(attempt: Pick<AttemptRow, 'tabId'>, tabId: string): void {
  if (attempt.tabId !== tabId) throw conflict(ATTEMPT_ELSEWHERE, 'ATTEMPT_ELSEWHERE');
}

export function assertInProgress(attempt: Pick<AttemptRow, 'status'>): void {
  if (attempt.status !== 'in_progress') throw conflict(ATTEMPT_OVER, 'SECTION_CLOSED');
}

/** A section that takes answers: open, and its time (with the grace) not over. */
export function assertTakesAnswers<T extends Pick<SectionRow, 'status' | 'closedBy' | 'inTime'>>(
  section: T | undefined,
): T {
  if (!section || section.status === 'pending') throw conflict(SECTION_NOT_OPEN, 'SECTION_CLOSED');
  if (section.status === 'closed')
    throw conflict(
      section.closedBy === 'candidate' ? SECTION_HANDED_IN : SECTION_TIME_UP,
      'SECTION_CLOSED',
    );
  if (!section.inTime) throw conflict(SECTION_TIME_UP, 'SECTION_CLOSED');
  return section;
}

/** The first question of a section, where a candidate starts it. */
export const firstQuestionOf = (form: FormIndex, sectionId: string): string | null =>
  form.sections.get(sectionId)?.parts[0]?.groups[0]?.questions[0]?.id ?? null;
