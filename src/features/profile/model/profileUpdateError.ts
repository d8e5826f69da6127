import { getErrorStatus, getServerMessage } from '@/store/api/errorMessage';

export const PROFILE_UPDATE_FAILED = 'There was an error while updating your profile!';

/**
 * The red detail under PROFILE_UPDATE_FAILED: the server's message, 'An error
 * occurred.' for an answer without one, 'An unexpected error occurred.' when no answer came at all.
 */
export function profileUpdateErrorText(error: unknown): string {
  const message = getServerMessage(error);
  if (message) return message;
  return getErrorStatus(error) === undefined
    ? 'An unexpected error occurred.'
    : 'An error occurred.';
}
