// Google sign-in: these reach the SPA as `/signin?error=<message>`.

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const GOOGLE_UNAVAILABLE =
  'Google sign-in is unavailable right now. Please try again later.';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
export const GOOGLE_CANCELLED = 'Google sign-in was cancelled.';
export const GOOGLE_FLOW_EXPIRED = 'Your Google sign-in session expired. Please try again.';
export const GOOGLE_NO_CLIENT = 'Google sign-in is not configured.';
export const GOOGLE_NO_IDENTITY = 'Google did not return an identity. Please try again.';
export const GOOGLE_EMAIL_UNVERIFIED =
  'Your Google account email is not verified, so we cannot sign you in with it.';
export const GOOGLE_EMAIL_LINKED_ELSEWHERE =
  'This email is already linked to another Google account.';
