import type { ExamMode } from '@contract/examTypes';
import { db } from '../db';
import { buildCompleteUser } from '../fixtures';
import { examDb, type FakeEntitlement } from './examDb';

/** The tab name the room's tests run as (the room reads it from sessionStorage). */
export const TEST_TAB_ID = 'tab-jest-00000001';

/** A signed-in learner with a complete profile, as the dashboard and the exam pages need. */
export function signInExamLearner() {
  const user = buildCompleteUser();
  window.localStorage.setItem('token', db.signIn(user));
  window.localStorage.setItem('user', JSON.stringify(user));
  window.sessionStorage.setItem('exam-tab-id', TEST_TAB_ID);
  return user;
}

/**
 * A learner with a bought test whose attempt is under way in this tab, at `sectionId` (the
 * sections before it closed).
 */
export function learnerInExam({
  sectionId = 'listening',
  mode = 'exam',
  entitlement: overrides = {},
}: { sectionId?: string; mode?: ExamMode; entitlement?: Partial<FakeEntitlement> } = {}) {
  const user = signInExamLearner();
  const entitlement = examDb.addEntitlement(user.id, overrides);
  const attempt = examDb.start(entitlement, mode, TEST_TAB_ID);
  for (const section of attempt.sections) {
    if (section.id === sectionId) break;
    examDb.closeSection(attempt, section, 'candidate');
    const next = attempt.sections[attempt.sections.indexOf(section) + 1];
    if (next) examDb.openSection(attempt, next);
  }
  return { user, entitlement, attempt, roomPath: `/exam/${entitlement.id}/room` };
}
