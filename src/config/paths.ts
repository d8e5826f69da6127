// The address of every page, in one place (the tests' pages in examPaths.ts beside it); the route
// table (src/app/routeTable.ts) uses the same.
export const paths = {
  home: '/',
  tests: '/tests',
  courses: '/courses',
  /** A course's page: its slug (an id works too and is replaced by the slug). */
  course: (slugOrId: string) => `/courses/${encodeURIComponent(slugOrId)}`,
  /** The learning area: a course's lessons, or one lesson. */
  learn: (slugOrId: string, lessonId?: string) =>
    `/learn/${encodeURIComponent(slugOrId)}${lessonId ? `/${encodeURIComponent(lessonId)}` : ''}`,
  /** A certificate of completion's public page, where anyone can confirm it. */
  certificate: (id: string) => `/certificates/${encodeURIComponent(id)}`,
  about: '/about',
  contact: '/contactus',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  shippingPolicy: '/privacy-policy#shipping-policy',
  refund: '/refund-policy',
  checkout: '/checkout',
  /** The confirmation of a paid order: its number, its courses and what to do next. */
  checkoutComplete: (orderId: string) => `/checkout/complete/${encodeURIComponent(orderId)}`,
  /** The learner's orders, newest first, and one order's page (invoice, payments, refund). */
  orders: '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  profile: '/profile',
  dashboard: '/user-dash',
  dashboardTests: '/user-dash/mytests',
  // The tests' results, score reports, briefing and room: examPaths.ts.
  signup: '/signup',
  signin: '/signin',
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  emailVerified: '/email-verified',
  forgotPassword: '/forgot-password',
  resetPassword: (resetToken: string) => `/auth/reset-password/${encodeURIComponent(resetToken)}`,
  setupPassword: '/setup-password',
  confirmEmail: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  /** The link mailed to a replaced address: it undoes the email change. */
  undoEmailChange: (token: string) => `/undo-email-change/${encodeURIComponent(token)}`,
} as const;

/**
 * The site's own pages, open to everyone, each opening with a hero band: what a visitor usually
 * lands on (the server draws them, with the course pages) and where the navbar starts dark.
 */
export const SITE_PAGES: readonly string[] = [
  paths.home,
  paths.tests,
  paths.courses,
  paths.about,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.refund,
];
