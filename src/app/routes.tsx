import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { GuestOnly } from '@/components/guards/GuestOnly';
import { RequireAuth } from '@/components/guards/RequireAuth';
import { RequireCompleteProfile } from '@/components/guards/RequireCompleteProfile';
import { LazyLayout } from '@/components/layout/LazyLayout';
import { MainLayout } from '@/components/layout/MainLayout';
import { paths } from './paths';

const DashboardLayout = lazy(
  () => import(/* webpackChunkName: "layout-dashboard" */ '@/components/layout/DashboardLayout'),
);
const AuthLayout = lazy(
  () => import(/* webpackChunkName: "layout-auth" */ '@/components/layout/AuthLayout'),
);

// Every screen is its own chunk, loaded when its route is first visited.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './routes/HomePage'));
const TestsPage = lazy(() => import(/* webpackChunkName: "page-tests" */ './routes/TestsPage'));
const CoursesPage = lazy(
  () => import(/* webpackChunkName: "page-courses" */ './routes/CoursesPage'),
);
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ './routes/AboutPage'));
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ './routes/ContactPage'),
);
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ './routes/TermsPage'));
const PrivacyPolicyPage = lazy(
  () => import(/* webpackChunkName: "page-privacy-policy" */ './routes/PrivacyPolicyPage'),
);
const RefundPolicyPage = lazy(
  () => import(/* webpackChunkName: "page-refund-policy" */ './routes/RefundPolicyPage'),
);
const CheckoutPage = lazy(
  () => import(/* webpackChunkName: "page-checkout" */ './routes/CheckoutPage'),
);
const ProfilePage = lazy(
  () => import(/* webpackChunkName: "page-profile" */ './routes/ProfilePage'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ './routes/NotFoundPage'),
);
const MyCoursesPage = lazy(
  () => import(/* webpackChunkName: "page-my-courses" */ './routes/dashboard/MyCoursesPage'),
);
const MyTestsPage = lazy(
  () => import(/* webpackChunkName: "page-my-tests" */ './routes/dashboard/MyTestsPage'),
);
const SignupPage = lazy(
  () => import(/* webpackChunkName: "page-signup" */ './routes/auth/SignupPage'),
);
const SigninPage = lazy(
  () => import(/* webpackChunkName: "page-signin" */ './routes/auth/SigninPage'),
);
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-forgot-password" */ './routes/auth/ForgotPasswordPage'),
);
const ResetPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-reset-password" */ './routes/auth/ResetPasswordPage'),
);
const SetupPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-setup-password" */ './routes/auth/SetupPasswordPage'),
);
const VerifyEmailPage = lazy(
  () => import(/* webpackChunkName: "page-verify-email" */ './routes/auth/VerifyEmailPage'),
);
const EmailVerifiedPage = lazy(
  () => import(/* webpackChunkName: "page-email-verified" */ './routes/auth/EmailVerifiedPage'),
);

/** The route table of spec section 2, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.tests, element: <TestsPage /> },
      { path: paths.courses, element: <CoursesPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPolicyPage /> },
      { path: paths.refund, element: <RefundPolicyPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.checkout, element: <CheckoutPage /> },
          { path: paths.profile, element: <ProfilePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
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
            element: <LazyLayout layout={DashboardLayout} />,
            children: [
              { index: true, element: <MyCoursesPage /> },
              { path: 'mytests', element: <MyTestsPage /> },
            ],
          },
        ],
      },
    ],
  },
  {
    element: <LazyLayout layout={AuthLayout} />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.signup, element: <SignupPage /> },
          { path: paths.signin, element: <SigninPage /> },
        ],
      },
      { path: '/verify-email/:token', element: <VerifyEmailPage /> },
      { path: paths.emailVerified, element: <EmailVerifiedPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: '/auth/reset-password/:resetToken', element: <ResetPasswordPage /> },
      { path: paths.setupPassword, element: <SetupPasswordPage /> },
    ],
  },
];
