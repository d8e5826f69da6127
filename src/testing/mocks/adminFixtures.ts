import type {
  AdminCoupon,
  AdminCourse,
  AdminLesson,
  AdminOverview,
  AdminReview,
  AuditEntry,
  ContactMessage,
  LearnerProfile,
} from '@contract/types';

// Sample data of the staff console's fakes: readable names, predictable UUIDs.

const uuid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const adminCourseId = (n: number) => uuid('ac000000', n);
export const sectionId = (n: number) => uuid('a5000000', n);
export const lessonId = (n: number) => uuid('a1000000', n);
export const learnerId = (n: number) => uuid('1e000000', n);
export const messageId = (n: number) => uuid('3e000000', n);
export const adminReviewId = (n: number) => uuid('4e000000', n);
export const instructorId = (n: number) => uuid('15000000', n);

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6)).toISOString();

export function buildLesson(
  n: number,
  section: string,
  overrides: Partial<AdminLesson> = {},
): AdminLesson {
  return {
    id: lessonId(n),
    sectionId: section,
    title: `Lesson ${n}`,
    kind: 'video',
    position: n,
    durationSeconds: 300,
    preview: false,
    articleHtml: '',
    video: null,
    captions: null,
    updatedAt: at(2),
    version: 1,
    ...overrides,
  };
}

export function buildAdminCourse(n: number, overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    id: adminCourseId(n),
    slug: `course-${n}`,
    title: `Course ${n}`,
    price: 499 + n * 100,
    category: 'IELTS',
    level: 'all levels',
    thumbnail: '',
    published: n % 2 === 1,
    publishedAt: n % 2 === 1 ? at(1) : null,
    students: n * 3,
    createdAt: at(1),
    updatedAt: at(1 + (n % 20)),
    version: 1,
    subtitle: `Subtitle ${n}`,
    description: `<p>About course ${n}.</p>`,
    language: 'English',
    instructorId: null,
    outcomes: ['Write a band-7 essay'],
    requirements: [],
    sections: [],
    ...overrides,
  };
}

export function buildCoupon(code: string, overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    code,
    kind: 'percent',
    amount: 10,
    minOrder: 0,
    maxUses: 100,
    usedCount: 3,
    paidCount: 2,
    expiresAt: null,
    disabledAt: null,
    status: 'active',
    createdAt: at(3),
    version: 1,
    ...overrides,
  };
}

export function buildLearner(n: number, overrides: Partial<LearnerProfile> = {}): LearnerProfile {
  return {
    id: learnerId(n),
    name: `Learner ${n}`,
    email: `learner${n}@example.com`,
    role: 'learner',
    emailVerified: n % 2 === 0,
    disabledAt: null,
    createdAt: at(n % 25 || 1),
    courseCount: n % 3,
    seeded: false,
    profession: 'Student',
    organization: '',
    hasPassword: true,
    googleLinked: false,
    ...overrides,
  };
}

export function buildContactMessage(
  n: number,
  overrides: Partial<ContactMessage> = {},
): ContactMessage {
  return {
    id: messageId(n),
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    subject: `Question ${n}`,
    status: 'new',
    createdAt: at(n % 25 || 1),
    answeredAt: null,
    message: `Hello, I have question ${n}.`,
    closedAt: null,
    replies: [],
    ...overrides,
  };
}

export function buildAdminReview(n: number, overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: adminReviewId(n),
    courseId: adminCourseId(1),
    courseTitle: 'Course 1',
    rating: (n % 5) + 1,
    text: `Review text ${n}`,
    authorName: `Learner ${n}`,
    authorEmail: `learner${n}@example.com`,
    hiddenAt: null,
    createdAt: at(n % 25 || 1),
    updatedAt: at(n % 25 || 1),
    ...overrides,
  };
}

export function buildAuditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: uuid('ad000000', n),
    at: at(n % 25 || 1),
    actorId: learnerId(900),
    actorEmail: 'staff@example.com',
    action: 'course.update',
    entity: 'course',
    entityId: adminCourseId(1),
    before: { title: 'Old title' },
    after: { title: 'New title' },
    subject: { name: 'Course 1', page: 'course', id: adminCourseId(1) },
    ...overrides,
  };
}

export function buildOverview(): AdminOverview {
  const dailyRevenue = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    revenue: (i % 5) * 1000,
    orders: i % 5,
  }));
  return {
    today: { revenue: 4999, orders: 3, newLearners: 5 },
    last7Days: { revenue: 25999, orders: 14, newLearners: 21 },
    last30Days: { revenue: 123456, orders: 60, newLearners: 88 },
    bestSellers: [
      { courseId: adminCourseId(1), title: 'IELTS Writing Masterclass', purchases: 25 },
      { courseId: adminCourseId(2), title: 'Spoken English Basics', purchases: 12 },
    ],
    dailyRevenue,
  };
}
