// The profile and the email change.
import { RECENT_SIGN_IN_MINUTES } from '../constants';

export const PROFILE_UPDATED = 'User Profile updated successfully!';
export const OWN_PROFILE_ONLY = 'You can only update your own profile.';
/** GET /users/profile-status fails with this while the profile is incomplete. */
export const PROFILE_INCOMPLETE = 'Please complete your profile to visit your dashboard.';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const SIGN_IN_AGAIN_TO_CHANGE_EMAIL = `For your security, please sign out and sign in again, then change your email within ${RECENT_SIGN_IN_MINUTES} minutes.`;

export const NO_PENDING_EMAIL_CHANGE = 'There is no email change waiting for confirmation.';
export const EMAIL_CHANGE_CANCELLED = 'The email change is cancelled. Your email stays the same.';
export const emailChangeResent = (pendingEmail: string) =>
  `We sent a new confirmation link to ${pendingEmail}.`;
export const emailChanged = (email: string) =>
  `Your email is now ${email}. Use it to sign in from now on.`;

/** The link mailed to the replaced address was followed. */
export const emailChangeUndone = (email: string) =>
  `The email change is undone: your account's email is ${email} again, and every session of it has ended. Choose a new password to sign in.`;
/** The replaced address now belongs to another account, so the undo cannot give it back. */
export const EMAIL_UNDO_ADDRESS_TAKEN =
  'Another account now uses this address, so the change cannot be undone. Please contact the academy.';
