import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';

// MUI's Alert loads only when there is an error to show: the page waits for it under the layout's
// spinner, so the form never moves down under the learner's pointer.
const OAuthErrorNotice = lazy(
  () => import(/* webpackChunkName: "oauth-error" */ './OAuthErrorNotice'),
);

/** The server sends a failed or unconfigured Google sign-in back to /signin?error=<message>. */
export function OAuthErrorAlert() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  if (!error) return null;
  return <OAuthErrorNotice message={error} />;
}
