import type { RouteObject } from 'react-router-dom';
import { GuestOnly } from '@/components/guards/GuestOnly';
import { RequireAuth } from '@/components/guards/RequireAuth';
import { RequireCompleteProfile } from '@/components/guards/RequireCompleteProfile';
import { LazyLayout } from '@/components/layout/LazyLayout';
import { MainLayout } from '@/components/layout/MainLayout';
import { prefetchCoursesPage } from '@/features/courses/api/prefetchCoursesPage';
import { preloadableLazy, type PreloadableLazy } from '@/lib/preloadableLazy';
import { paths } from './paths';
import type { RoutePreloadHandle } from './preloadRoute';

const DashboardLayout = preloadableLazy(
  () => import(/* webpackChunkName: "layout-dashboard" */ '@/components/layout/DashboardLayout'),
);
const AuthLayout = preloadableLazy(
  () => import(/* webpackChunkName: "layout-auth" */ '@/components/layout/AuthLayout'),
);

// Every screen is its own chunk, loaded when its route is first visited.
const HomePage = preloadableLazy(
  () => import(/* webpackChunkName: "page-home" */ './routes/HomePage'),
);
const TestsPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-tests" */ './routes/TestsPage'),
);
const CoursesPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-courses" */ './routes/CoursesPage'),
);
const AboutPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-about" */ './routes/AboutPage'),
);
const ContactPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-contact" */ './routes/ContactPage'),
);
const TermsPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-terms" */ './routes/TermsPage'),
);
const PrivacyPolicyPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-privacy-policy" */ './routes/PrivacyPolicyPage'),
);
const RefundPolicyPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-refund-policy" */ './routes/RefundPolicyPage'),
);
const CheckoutPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-checkout" */ './routes/CheckoutPage'),
);
const ProfilePage = preloadableLazy(
  () => import(/* webpackChunkName: "page-profile" */ './routes/ProfilePage'),
);
const NotFoundPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-not-found" */ './routes/NotFoundPage'),
);
const MyCoursesPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-my-courses" */ './routes/dashboard/MyCoursesPage'),
);
const MyTestsPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-my-tests" */ './routes/dashboard/MyTestsPage'),
);
const SignupPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-signup" */ './routes/auth/SignupPage'),
);
const SigninPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-signin" */ './routes/auth/SigninPage'),
);
const ForgotPasswordPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-forgot-password" */ './routes/auth/ForgotPasswordPage'),
);
const ResetPasswordPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-reset-password" */ './routes/auth/ResetPasswordPage'),
);
const SetupPasswordPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-setup-password" */ './routes/auth/SetupPasswordPage'),
);
const VerifyEmailPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-verify-email" */ './routes/auth/VerifyEmailPage'),
);
const ConfirmEmailPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-confirm-email" */ './routes/auth/ConfirmEmailPage'),
);
const EmailVerifiedPage = preloadableLazy(
  () => import(/* webpackChunkName: "page-email-verified" */ './routes/auth/EmailVerifiedPage'),
);

/** A route's screen, with what preloadRoute fetches before the first render. */
const page = (
  Page: PreloadableLazy,
  prefetch?: RoutePreloadHandle['prefetch'],
): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <Page />,
  handle: { preload: Page.preload, prefetch } satisfies RoutePreloadHandle,
});

const layout = (Layout: PreloadableLazy): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <LazyLayout layout={Layout} />,
  handle: { preload: Layout.preload } satisfies RoutePreloadHandle,
});

/** The route table of spec section 2, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home, ...page(HomePage) },
      { path: paths.tests, ...page(TestsPage) },
      { path: paths.courses, ...page(CoursesPage, prefetchCoursesPage) },
      { path: paths.about, ...page(AboutPage) },
      { path: paths.contact, ...page(ContactPage) },
      { path: paths.terms, ...page(TermsPage) },
      { path: paths.privacy, ...page(PrivacyPolicyPage) },
      { path: paths.refund, ...page(RefundPolicyPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.checkout, ...page(CheckoutPage) },
          { path: paths.profile, ...page(ProfilePage) },
        ],
      },
      { path: '*', ...page(NotFoundPage) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <RequireCompleteProfile />,
        children: [
          {
            path: paths.dashboard,
            ...layout(DashboardLayout),
            children: [
              { index: true, ...page(MyCoursesPage) },
              { path: 'mytests', ...page(MyTestsPage) },
            ],
          },
        ],
      },
    ],
  },
  {
    ...layout(AuthLayout),
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.signup, ...page(SignupPage) },
          { path: paths.signin, ...page(SigninPage) },
        ],
      },
      { path: '/verify-email/:token', ...page(VerifyEmailPage) },
      { path: paths.emailVerified, ...page(EmailVerifiedPage) },
      { path: paths.forgotPassword, ...page(ForgotPasswordPage) },
      { path: '/auth/reset-password/:resetToken', ...page(ResetPasswordPage) },
      { path: paths.setupPassword, ...page(SetupPasswordPage) },
      { path: '/confirm-email/:token', ...page(ConfirmEmailPage) },
    ],
  },
];
