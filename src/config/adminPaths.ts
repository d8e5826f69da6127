// The staff console's addresses (under /admin); the route table (src/app/routeTable.ts) uses the same.
const root = '/admin';
const id = (value: string) => encodeURIComponent(value);

export const adminPaths = {
  root,
  overview: root,
  courses: `${root}/courses`,
  newCourse: `${root}/courses/new`,
  course: (courseId: string) => `${root}/courses/${id(courseId)}`,
  coupons: `${root}/coupons`,
  tests: `${root}/tests`,
  orders: `${root}/orders`,
  order: (orderId: string) => `${root}/orders/${id(orderId)}`,
  learners: `${root}/learners`,
  learner: (userId: string) => `${root}/learners/${id(userId)}`,
  messages: `${root}/messages`,
  message: (messageId: string) => `${root}/messages/${id(messageId)}`,
  reviews: `${root}/reviews`,
  audit: `${root}/audit`,
  staff: `${root}/staff`,
  /** The marking area: the queue, a task's marking screen, and the admins' overview. */
  marking: `${root}/marking`,
  markingTask: (taskId: string) => `${root}/marking/${id(taskId)}`,
  markingOverview: `${root}/marking/overview`,
} as const;
