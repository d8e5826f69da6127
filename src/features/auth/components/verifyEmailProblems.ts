import { getErrorCode, getErrorMessage } from '@/store/api/errorMessage';

export interface VerifyEmailProblem {
  title: string;
  text: string;
  /** Worth asking the server again (a network failure or rate limit), not a dead token. */
  canRetry: boolean;
}

/** What a failed verification call means to the learner, by the server's error code. */
export function describeVerifyEmailProblem(error: unknown): VerifyEmailProblem {
  switch (getErrorCode(error)) {
    case 'TOKEN_EXPIRED':
      return {
        title: 'Verification Link Expired',
        text: 'This verification link has expired. Enter your email below and we will send you a new one.',
        canRetry: false,
      };
    case 'TOKEN_INVALID':
      return {
        title: 'Invalid Verification Link',
        text: 'This verification link is not valid: it may have been used already or copied incompletely. Enter your email below to get a new one.',
        canRetry: false,
      };
    default:
      return { title: 'Verification Failed', text: getErrorMessage(error), canRetry: true };
  }
}
