/** What an error answer's `code` can be, so the SPA branches without parsing the message. */
export const ERROR_CODES = [
  'VALIDATION',
  'EMAIL_NOT_VERIFIED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'PROFILE_INCOMPLETE',
  'CURRENT_PASSWORD_INVALID',
  'RECENT_SIGN_IN_REQUIRED',
  'ORDER_IN_PROGRESS',
  'ALREADY_PURCHASED',
  'COUPON_INVALID',
  'PAYMENT_FAILED',
  'RATE_LIMITED',
  'SERVER_BUSY',
  // The exam room: another tab or device holds the attempt (it may take it over).
  'ATTEMPT_ELSEWHERE',
  // The exam room: the section's time is up or it was handed in; saved answers count.
  'SECTION_CLOSED',
  // A test form (file or upload) that breaks its schema or rules; `problems` lists them all.
  'FORM_INVALID',
  // The marking console: another evaluator holds the response (the message says who, until when).
  'TASK_HELD',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
