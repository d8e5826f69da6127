// The profile and the email change.

export const PROFILE_UPDATED = 'User Profile updated successfully!';
export const OWN_PROFILE_ONLY = 'You can only update your own profile.';

export const NO_PENDING_EMAIL_CHANGE = 'There is no email change waiting for confirmation.';
export const EMAIL_CHANGE_CANCELLED = 'The email change is cancelled. Your email stays the same.';
export const emailChangeResent = (pendingEmail: string) =>
  `We sent a new confirmation link to ${pendingEmail}.`;
export const emailChanged = (email: string) =>
  `Your email is now ${email}. Use it to sign in from now on.`;
