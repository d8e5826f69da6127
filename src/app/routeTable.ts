import type { AppDispatch } from '@/store/store';
// Relative imports: the production build loads this file in Node, where `@/` does not resolve.
import { paths } from '../config/paths';
import { adminRoutes } from './adminRouteTable';
import { lazyModule, READ_AT_BUILD, type LazyModule } from './lazyModule';
import { COURSES_PAGE_SIZE } from '../../contract/constants';

/** Who may see a branch: signed-in users, users with a complete profile, or visitors only. */
export type Guard = 'signedIn' | 'completeProfile' | 'guest';

/** Starts a first screen's API calls from the address, before its code has arrived. */
export type RoutePrefetch = (
  dispatch: AppDispatch,
  search: string,
  params: Readonly<Record<string, string | undefined>>,
) => void;

export interface PreloadImage {
  href: string;
  /** Only where the picture shows. */
  media?: string;
}

export interface RouteEntry {
  /** As React Router reads it: absolute, relative to the parent, `:param` or '*'. */
  path?: string;
  index?: true;
  /** 'main' is the site's frame (in the entry chunk); a LazyModule is a frame loaded with the route. */
  layout?: 'main' | LazyModule;
  guard?: Guard;
  screen?: LazyModule;
  /** Pictures of the first screen, preloaded with its code by index.html. */
  images?: PreloadImage[];
  /**
   * API calls of the first screen, preloaded by index.html when the address has no parameter but
   * `page`: paths under the API base, `{page}` the address's page.
   */
  data?: string[];
  /** The same calls, started by the app before its first render (a module in the entry chunk). */
  prefetch?: () => Promise<RoutePrefetch>;
  children?: RouteEntry[];
}

export type { LazyModule };

/** The heroes' pictures show from the md breakpoint up; a phone never loads them. */
const WIDE = '(min-width: 900px)';

/**
 * Every route of the SPA: its path, who may see it, its frame, its screen's lazy import and what a
 * first visit preloads. The router is built from it (routes.tsx), and so is the preload script the
 * production build puts into index.html (routePreloads.ts, scripts/build/RoutePreloadPlugin.ts),
 * which is why this file imports no React code.
 */
export const routeTable: RouteEntry[] = [
  {
    layout: 'main',
    children: [
      {
        path: paths.home,
        screen: lazyModule(
          'page-home',
          () => import(/* webpackChunkName: "page-home" */ './routes/HomePage'),
        ),
        ...(READ_AT_BUILD && { images: [{ href: '/images/site/hero.webp', media: WIDE }] }),
      },
      {
        path: paths.tests,
        screen: lazyModule(
          'page-tests',
          () => import(/* webpackChunkName: "page-tests" */ './routes/TestsPage'),
        ),
        ...(READ_AT_BUILD && {
          images: [
            { href: '/images/tests/ielts-practice.webp' },
            { href: '/images/tests/english-mastery.webp', media: '(min-width: 600px)' },
            { href: '/images/tests/english-mastery-pro.webp', media: WIDE },
          ],
          data: ['/tests'],
        }),
        prefetch: () =>
          // With the page's own code: no other route's first load carries it.
          import(
            /* webpackChunkName: "page-tests" */ '@/features/tests/api/prefetchTestsPage'
          ).then((module) => module.prefetchTestsPage),
      },
      {
        path: paths.courses,
        screen: lazyModule(
          'page-courses',
          () => import(/* webpackChunkName: "page-courses" */ './routes/CoursesPage'),
        ),
        ...(READ_AT_BUILD && { data: [`/courses?page={page}&limit=${COURSES_PAGE_SIZE}`] }),
        prefetch: () =>
          import(/* webpackMode: "eager" */ '@/features/courses/api/prefetchCoursesPage').then(
            (module) => module.prefetchCoursesPage,
          ),
      },
      {
        path: `${paths.courses}/:course`,
        screen: lazyModule(
          'page-course',
          () => import(/* webpackChunkName: "page-course" */ './routes/CoursePage'),
        ),
        prefetch: () =>
          import(/* webpackMode: "eager" */ '@/features/courses/api/prefetchCoursePage').then(
            (module) => module.prefetchCoursePage,
          ),
      },
      {
        path: '/learn/:course/:lessonId?',
        screen: lazyModule(
          'page-learn',
          () => import(/* webpackChunkName: "page-learn" */ './routes/LearnPage'),
        ),
      },
      {
        path: '/certificates/:id',
        screen: lazyModule(
          'page-certificate',
          () => import(/* webpackChunkName: "page-certificate" */ './routes/CertificatePage'),
        ),
      },
      {
        path: '/results/:reportId',
        screen: lazyModule(
          'page-score-report',
          () => import(/* webpackChunkName: "page-score-report" */ './routes/ScoreReportPage'),
        ),
      },
      {
        path: paths.about,
        screen: lazyModule(
          'page-about',
          () => import(/* webpackChunkName: "page-about" */ './routes/AboutPage'),
        ),
        ...(READ_AT_BUILD && { images: [{ href: '/images/site/about.svg', media: WIDE }] }),
      },
      {
        path: paths.contact,
        screen: lazyModule(
          'page-contact',
          () => import(/* webpackChunkName: "page-contact" */ './routes/ContactPage'),
        ),
      },
      {
        path: paths.terms,
        screen: lazyModule(
          'page-terms',
          () => import(/* webpackChunkName: "page-terms" */ './routes/TermsPage'),
        ),
      },
      {
        path: paths.privacy,
        screen: lazyModule(
          'page-privacy-policy',
          () => import(/* webpackChunkName: "page-privacy-policy" */ './routes/PrivacyPolicyPage'),
        ),
      },
      {
        path: paths.refund,
        screen: lazyModule(
          'page-refund-policy',
          () => import(/* webpackChunkName: "page-refund-policy" */ './routes/RefundPolicyPage'),
        ),
      },
      {
        guard: 'signedIn',
        children: [
          {
            path: paths.checkout,
            screen: lazyModule(
              'page-checkout',
              () => import(/* webpackChunkName: "page-checkout" */ './routes/CheckoutPage'),
            ),
          },
          {
            path: `${paths.checkout}/complete/:orderId`,
            screen: lazyModule(
              'page-checkout-complete',
              () =>
                import(
                  /* webpackChunkName: "page-checkout-complete" */ './routes/CheckoutCompletePage'
                ),
            ),
          },
          {
            path: paths.orders,
            screen: lazyModule(
              'page-orders',
              () => import(/* webpackChunkName: "page-orders" */ './routes/OrdersPage'),
            ),
          },
          {
            path: `${paths.orders}/:orderId`,
            screen: lazyModule(
              'page-order',
              () => import(/* webpackChunkName: "page-order" */ './routes/OrderPage'),
            ),
          },
          {
            path: paths.profile,
            screen: lazyModule(
              'page-profile',
              () => import(/* webpackChunkName: "page-profile" */ './routes/ProfilePage'),
            ),
          },
        ],
      },
      {
        path: '*',
        screen: lazyModule(
          'page-not-found',
          () => import(/* webpackChunkName: "page-not-found" */ './routes/NotFoundPage'),
        ),
      },
    ],
  },
  {
    guard: 'signedIn',
    children: [
      {
        guard: 'completeProfile',
        children: [
          {
            path: paths.dashboard,
            layout: lazyModule(
              'layout-dashboard',
              () => import(/* webpackChunkName: "layout-dashboard" */ './layout/DashboardLayout'),
            ),
            children: [
              {
                index: true,
                screen: lazyModule(
                  'page-my-courses',
                  () =>
                    import(
                      /* webpackChunkName: "page-my-courses" */ './routes/dashboard/MyCoursesPage'
                    ),
                ),
              },
              {
                path: 'mytests',
                screen: lazyModule(
                  'page-my-tests',
                  () =>
                    import(
                      /* webpackChunkName: "page-my-tests" */ './routes/dashboard/MyTestsPage'
                    ),
                ),
              },
              {
                path: 'mytests/:attemptId/results',
                screen: lazyModule(
                  'page-test-results',
                  () =>
                    import(
                      /* webpackChunkName: "page-test-results" */ './routes/dashboard/TestResultsPage'
                    ),
                ),
              },
            ],
          },
          {
            path: '/exam/:entitlementId',
            layout: lazyModule(
              'layout-exam',
              () => import(/* webpackChunkName: "layout-exam" */ './layout/ExamLayout'),
            ),
            children: [
              {
                index: true,
                screen: lazyModule(
                  'page-exam-briefing',
                  () =>
                    import(
                      /* webpackChunkName: "page-exam-briefing" */ './routes/exam/ExamBriefingPage'
                    ),
                ),
              },
              {
                path: 'room',
                screen: lazyModule(
                  'page-exam-room',
                  () =>
                    import(/* webpackChunkName: "page-exam-room" */ './routes/exam/ExamRoomPage'),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  adminRoutes,
  {
    layout: lazyModule(
      'layout-auth',
      () => import(/* webpackChunkName: "layout-auth" */ './layout/AuthLayout'),
    ),
    children: [
      {
        guard: 'guest',
        children: [
          {
            path: paths.signup,
            screen: lazyModule(
              'page-signup',
              () => import(/* webpackChunkName: "page-signup" */ './routes/auth/SignupPage'),
            ),
          },
          {
            path: paths.signin,
            screen: lazyModule(
              'page-signin',
              () => import(/* webpackChunkName: "page-signin" */ './routes/auth/SigninPage'),
            ),
          },
        ],
      },
      {
        path: '/verify-email/:token',
        screen: lazyModule(
          'page-verify-email',
          () => import(/* webpackChunkName: "page-verify-email" */ './routes/auth/VerifyEmailPage'),
        ),
      },
      {
        path: paths.emailVerified,
        screen: lazyModule(
          'page-email-verified',
          () =>
            import(/* webpackChunkName: "page-email-verified" */ './routes/auth/EmailVerifiedPage'),
        ),
      },
      {
        path: paths.forgotPassword,
        screen: lazyModule(
          'page-forgot-password',
          () =>
            import(
              /* webpackChunkName: "page-forgot-password" */ './routes/auth/ForgotPasswordPage'
            ),
        ),
      },
      {
        path: '/auth/reset-password/:resetToken',
        screen: lazyModule(
          'page-reset-password',
          () =>
            import(/* webpackChunkName: "page-reset-password" */ './routes/auth/ResetPasswordPage'),
        ),
      },
      {
        path: paths.setupPassword,
        screen: lazyModule(
          'page-setup-password',
          () =>
            import(/* webpackChunkName: "page-setup-password" */ './routes/auth/SetupPasswordPage'),
        ),
      },
      {
        path: '/confirm-email/:token',
        screen: lazyModule(
          'page-confirm-email',
          () =>
            import(/* webpackChunkName: "page-confirm-email" */ './routes/auth/ConfirmEmailPage'),
        ),
      },
      {
        path: '/undo-email-change/:token',
        screen: lazyModule(
          'page-undo-email-change',
          () =>
            import(
              /* webpackChunkName: "page-undo-email-change" */ './routes/auth/UndoEmailChangePage'
            ),
        ),
      },
    ],
  },
];
