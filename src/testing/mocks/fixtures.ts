import type { CartItem, Certificate, Course, CourseDetail, Review, User } from '@contract/types';
import { CATEGORIES, LEVELS, type Category, type Language, type Level } from '@contract/taxonomy';

// Sample data for tests: readable names, predictable ids.

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    dob: '1998-04-12',
    profilePhoto: '/images/avatar-placeholder.svg',
    educationStatus: '',
    schoolOrCollege: '',
    profession: '',
    organization: '',
    qualification: '',
    isProfileComplete: false,
    role: 'learner',
    ...overrides,
  };
}

export function buildCompleteUser(overrides: Partial<User> = {}): User {
  return buildUser({
    profession: 'Student',
    educationStatus: 'Undergrad',
    schoolOrCollege: 'Delhi University',
    isProfileComplete: true,
    ...overrides,
  });
}

/** Ids are UUIDs, as the server's are (the fakes check request bodies against the contract). */
const fixtureId = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The id of fixture course n: c0000000-0000-4000-8000-00000000000n. */
export const courseId = (n: number): string => fixtureId('c0000000', n);
/** The id of the fake's n-th order. */
export const orderId = (n: number): string => fixtureId('a0000000', n);
/** The id of the fake's n-th certificate of completion. */
export const certificateId = (n: number): string => fixtureId('e0000000', n);

export function buildCourse(n: number, overrides: Partial<Course> = {}): Course {
  return {
    _id: courseId(n),
    title: `Course ${n}`,
    description: `<p>Description of course ${n}.</p>`,
    thumbnail: `/images/courses/course-${n}.svg`,
    price: 499 + n * 100,
    rating: { average: 4.5, count: 10 + n },
    ...overrides,
  };
}

/** Course n's page: slug `course-n`, two sections (the first lesson a preview), an instructor. */
export function buildCourseDetail(course: Course, n = 1): CourseDetail {
  const lesson = (section: number, index: number, preview = false) => ({
    id: `d${section}${index}00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Lesson ${section}.${index}`,
    kind: 'video' as const,
    durationSeconds: 300 + index * 60,
    preview,
  });
  const sections = [
    {
      id: `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: 'Getting started',
      lessons: [lesson(1, 1, true), lesson(1, 2)],
    },
    {
      id: `b2000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: 'Practice',
      lessons: [lesson(2, 1), lesson(2, 2), lesson(2, 3)],
    },
  ];
  const lessons = sections.flatMap((section) => section.lessons);
  return {
    ...course,
    slug: `course-${n}`,
    subtitle: `Everything course ${n} teaches, in one line.`,
    level: 'intermediate',
    language: 'English',
    category: 'IELTS',
    updatedAt: '2026-10-05T10:00:00.000Z',
    outcomes: ['Plan an answer in a minute', 'Speak for two minutes without notes'],
    requirements: ['A working microphone'],
    instructor: {
      slug: 'kavya-nair',
      name: 'Kavya Nair',
      headline: 'IELTS trainer',
      bio: 'Kavya has prepared learners for IELTS for twelve years.',
      photo: '/images/instructors/kavya-nair.svg',
      yearsOfExperience: 12,
    },
    lessonCount: lessons.length,
    totalDurationSeconds: lessons.reduce((sum, item) => sum + item.durationSeconds, 0),
    sections,
  };
}

/** What the catalogue filters and sorts on besides the card: the fake's view of the server's columns. */
export interface CatalogueFacts {
  subtitle: string;
  instructor: string;
  category: Category;
  level: Level;
  language: Language;
  /** All lessons together. */
  durationSeconds: number;
  /** Purchases in force. */
  sales: number;
  ratingAverage: number;
  ratingCount: number;
  /** Later courses went on sale later. */
  publishedAt: string;
}

/**
 * Course n's facts: categories and levels in turn, every fifth in English and Hindi, 210 s of
 * lessons plus 10 s per n (n 1-9 under five minutes, 10-16 five to six, 17 on over six).
 */
export function buildCatalogueFacts(
  n: number,
  overrides: Partial<CatalogueFacts> = {},
): CatalogueFacts {
  return {
    subtitle: `Everything course ${n} teaches, in one line.`,
    instructor: 'Kavya Nair',
    category: CATEGORIES[(n - 1) % CATEGORIES.length]!,
    level: LEVELS[(n - 1) % LEVELS.length]!,
    language: n % 5 === 0 ? 'English and Hindi' : 'English',
    durationSeconds: 200 + n * 10,
    sales: (n * 7) % 11,
    ratingAverage: ((n * 3) % 5) + 0.5,
    ratingCount: n,
    publishedAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
    ...overrides,
  };
}

export const buildCourses = (count: number): Course[] =>
  Array.from({ length: count }, (_, i) => buildCourse(i + 1));

/** Course n as a cart line, quantity 1. */
export function buildCartItem(n: number, overrides: Partial<CartItem> = {}): CartItem {
  const { _id, title, thumbnail, price } = buildCourse(n);
  return { productId: _id, model: 'Course', title, thumbnail, price, quantity: 1, ...overrides };
}

/** Certificate n, issued to Asha Verma for course n on 25 November 2026 (in India). */
export function buildCertificate(n: number, overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: certificateId(n),
    learnerName: 'Asha Verma',
    courseTitle: `Course ${n}`,
    issuedAt: '2026-11-25T06:30:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

/**
 * Review n of a course by reader n (not an account of the fake): n stars out of 5 cycling 5, 4, 3,
 * 2, 1, written n days after 1 January 2026, so a higher n is newer.
 */
export function buildReview(
  n: number,
  overrides: Partial<Review & { userId: string }> = {},
): Review & { userId: string } {
  const written = new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString();
  return {
    id: fixtureId('e1000000', n),
    userId: `reader-${n}`,
    rating: 5 - ((n - 1) % 5),
    text: `Review ${n}: clear lessons.`,
    authorName: `Reader${n} K.`,
    createdAt: written,
    updatedAt: written,
    ...overrides,
  };
}
