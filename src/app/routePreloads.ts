import { COURSES_PAGE_SIZE } from '../shared/constants';
import { paths } from './paths';

/** The heroes' pictures show from the md breakpoint up; a phone never loads them. */
const WIDE = '(min-width: 900px)';

export interface RoutePreload {
  /** A path of routes.tsx: `:name` is one segment, '*' is any path not listed before it. */
  path: string;
  /** The webpackChunkName of the route's lazy layout and screen in routes.tsx. */
  chunks: string[];
  /** Pictures of the first screen, fetched with the code instead of after it renders. */
  images?: { href: string; media?: string }[];
  /**
   * API calls of the first screen (paths under the API base), as the app makes them; `{page}` is
   * the address's page number as useCoursesPageParam reads it.
   */
  data?: string[];
}

/**
 * What a first visit to each route needs before it can paint. The production build turns this
 * into a script in index.html that preloads them beside the entry code (scripts/build).
 */
export const ROUTE_PRELOADS: RoutePreload[] = [
  {
    path: paths.home,
    chunks: ['page-home'],
    images: [{ href: '/images/site/hero.svg', media: WIDE }],
  },
  {
    path: paths.tests,
    chunks: ['page-tests'],
    images: [
      { href: '/images/tests/ielts-practice.svg' },
      { href: '/images/tests/english-mastery.svg', media: '(min-width: 600px)' },
      { href: '/images/tests/english-mastery-pro.svg', media: WIDE },
    ],
  },
  {
    path: paths.courses,
    chunks: ['page-courses'],
    data: [`/courses?page={page}&limit=${COURSES_PAGE_SIZE}`],
  },
  {
    path: paths.about,
    chunks: ['page-about'],
    images: [{ href: '/images/site/about.svg', media: WIDE }],
  },
  { path: paths.contact, chunks: ['page-contact'] },
  { path: paths.terms, chunks: ['page-terms'] },
  { path: paths.privacy, chunks: ['page-privacy-policy'] },
  { path: paths.refund, chunks: ['page-refund-policy'] },
  { path: paths.checkout, chunks: ['page-checkout'] },
  { path: paths.profile, chunks: ['page-profile'] },
  { path: paths.dashboard, chunks: ['layout-dashboard', 'page-my-courses'] },
  { path: paths.dashboardTests, chunks: ['layout-dashboard', 'page-my-tests'] },
  { path: paths.signup, chunks: ['layout-auth', 'page-signup'] },
  { path: paths.signin, chunks: ['layout-auth', 'page-signin'] },
  { path: '/verify-email/:token', chunks: ['layout-auth', 'page-verify-email'] },
  { path: paths.emailVerified, chunks: ['layout-auth', 'page-email-verified'] },
  { path: paths.forgotPassword, chunks: ['layout-auth', 'page-forgot-password'] },
  { path: '/auth/reset-password/:resetToken', chunks: ['layout-auth', 'page-reset-password'] },
  { path: paths.setupPassword, chunks: ['layout-auth', 'page-setup-password'] },
  { path: '/confirm-email/:token', chunks: ['layout-auth', 'page-confirm-email'] },
  { path: '*', chunks: ['page-not-found'] },
];
