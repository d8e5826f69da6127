// Registration, sign-in and the mailed links (verification, password reset and set-up).

export const REGISTERED = 'Registered successfully! Please check your email for verification link.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_NOT_VERIFIED =
  'Please verify your email before signing in. We can send you a new verification link.';
export const LOGGED_OUT = 'Logged out.';

export const EMAIL_VERIFIED = 'Your email is verified. You can sign in now.';
export const VERIFICATION_RESENT =
  'If an unverified account uses this email, a new verification link is on its way.';
export const RESET_LINK_SENT =
  'If an account uses this email, a password reset link is on its way.';
export const PASSWORD_RESET =
  'Your password has been reset. Please sign in with your new password.';
export const PASSWORD_SET =
  'Your password is set. You can now sign in with your email and password.';

export const TOO_MANY_SIGN_INS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_MAILS =
  'Too many requests for this email. Please wait 15 minutes and try again.';

/** What a mailed link is for. */
export type EmailLinkPurpose = 'verify' | 'reset' | 'setup' | 'email-change' | 'email-undo';

export const LINK_INVALID: Record<EmailLinkPurpose, string> = {
  verify: 'This verification link is invalid or has already been used.',
  reset: 'This password reset link is invalid or has already been used.',
  setup: 'This password setup link is invalid or has already been used.',
  'email-change': 'This email confirmation link is invalid or has already been used.',
  'email-undo': 'This link to undo the email change is invalid or has already been used.',
};
export const LINK_EXPIRED: Record<EmailLinkPurpose, string> = {
  verify: 'This verification link has expired. Please ask for a new one.',
  reset: 'This password reset link has expired. Please ask for a new one.',
  setup: 'This password setup link has expired. Please ask for a new one.',
  'email-change': 'This email confirmation link has expired. Please ask for a new one.',
  'email-undo':
    'This link to undo the email change has expired. Please use "Forgot password?" or contact the academy.',
};
