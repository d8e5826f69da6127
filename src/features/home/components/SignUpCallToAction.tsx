import { paths } from '@/config/paths';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { CallToActionBand } from './CallToActionBand';

/** Invites a visitor to sign up; a signed-in learner is sent to the tests instead. */
export function SignUpCallToAction() {
  const user = useAppSelector(selectUser);
  return user ? (
    <CallToActionBand
      title="Ready for your next test?"
      text="Pick a test, take it when it suits you, and find your results on your dashboard."
      action={{ label: 'Explore Tests', to: paths.tests }}
    />
  ) : (
    <CallToActionBand
      title="Start your journey today"
      text="Create a free account in a minute. Buy a test or a course whenever you are ready: everything you purchase waits on your dashboard."
      action={{ label: 'Sign up for free', to: paths.signup }}
    />
  );
}
