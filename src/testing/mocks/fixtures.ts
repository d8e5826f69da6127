import type { CartItem, Course, User } from '@contract/types';

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

export function buildCourse(n: number, overrides: Partial<Course> = {}): Course {
  return {
    _id: courseId(n),
    title: `Course ${n}`,
    description: `<p>Description of course ${n}.</p>`,
    thumbnail: `/images/courses/course-${n}.svg`,
    price: 499 + n * 100,
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
