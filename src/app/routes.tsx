import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/feedback/RouteErrorPage';
import { GuestOnly } from '@/components/guards/GuestOnly';
import { RequireAuth } from '@/components/guards/RequireAuth';
import { RequireCompleteProfile } from '@/components/guards/RequireCompleteProfile';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { DashboardLayout } from '@/components/layout/DashboardLayout';
import { MainLayout } from '@/components/layout/MainLayout';
import { paths } from './paths';

// Every screen is its own chunk, loaded when its route is first visited.
const HomePage = lazy(() => import('./routes/HomePage'));
const TestsPage = lazy(() => import('./routes/TestsPage'));
const CoursesPage = lazy(() => import('./routes/CoursesPage'));
const AboutPage = lazy(() => import('./routes/AboutPage'));
const ContactPage = lazy(() => import('./routes/ContactPage'));
const TermsPage = lazy(() => import('./routes/TermsPage'));
const PrivacyPolicyPage = lazy(() => import('./routes/PrivacyPolicyPage'));
const RefundPolicyPage = lazy(() => import('./routes/RefundPolicyPage'));
const CheckoutPage = lazy(() => import('./routes/CheckoutPage'));
const ProfilePage = lazy(() => import('./routes/ProfilePage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));
const MyCoursesPage = lazy(() => import('./routes/dashboard/MyCoursesPage'));
const MyTestsPage = lazy(() => import('./routes/dashboard/MyTestsPage'));
const SignupPage = lazy(() => import('./routes/auth/SignupPage'));
const SigninPage = lazy(() => import('./routes/auth/SigninPage'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/auth/ResetPasswordPage'));
const SetupPasswordPage = lazy(() => import('./routes/auth/SetupPasswordPage'));
const VerifyEmailPage = lazy(() => import('./routes/auth/VerifyEmailPage'));
const EmailVerifiedPage = lazy(() => import('./routes/auth/EmailVerifiedPage'));

/** The route table of spec section 2, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
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
                element: <DashboardLayout />,
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
        element: <AuthLayout />,
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
    ],
  },
];
