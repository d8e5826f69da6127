import type {
  AdminCoupon,
  AdminCourse,
  AdminOverview,
  AdminReview,
  AuditEntry,
  ContactMessage,
  LearnerCourse,
  LearnerOrder,
  LearnerProfile,
} from '@contract/types';
import {
  buildAdminCourse,
  buildAdminReview,
  buildAuditEntry,
  buildContactMessage,
  buildCoupon,
  buildLearner,
  buildOverview,
  instructorId,
} from './adminFixtures';

/**
 * The staff console's in-memory backend behind the admin msw handlers. Tests arrange it
 * (adminDb.courses[0].version = 2) and read it back; resetAdminDb() runs after each test.
 * Staff accounts themselves are db.accounts users with role 'staff' or 'admin'.
 */
function createAdminDb() {
  return {
    overview: buildOverview() as AdminOverview,
    courses: Array.from({ length: 25 }, (_, i) => buildAdminCourse(i + 1)) as AdminCourse[],
    instructors: [{ id: instructorId(1), name: 'Meera Iyer' }],
    coupons: [
      buildCoupon('WELCOME10'),
      buildCoupon('FLAT200', { kind: 'flat', amount: 200 }),
    ] as AdminCoupon[],
    learners: [
      ...Array.from({ length: 12 }, (_, i) => buildLearner(i + 1)),
      // A sample reviewer the seed made: disabled, and no learner unless asked for.
      buildLearner(13, {
        name: 'Priya Raghavan',
        email: 'priya.raghavan@reviewers.vaani-academy.invalid',
        disabledAt: '2026-11-01T06:00:00.000Z',
        seeded: true,
      }),
    ] as LearnerProfile[],
    learnerOrders: new Map<string, LearnerOrder[]>(),
    learnerCourses: new Map<string, LearnerCourse[]>(),
    messages: Array.from({ length: 4 }, (_, i) => buildContactMessage(i + 1)) as ContactMessage[],
    reviews: Array.from({ length: 6 }, (_, i) => buildAdminReview(i + 1)) as AdminReview[],
    audit: Array.from({ length: 3 }, (_, i) => buildAuditEntry(i + 1)) as AuditEntry[],
    /** Every mail the fake "sent": verification resends and replies. */
    mails: [] as { to: string; kind: string }[],
  };
}

export const adminDb = createAdminDb();

export function resetAdminDb(): void {
  Object.assign(adminDb, createAdminDb());
}
