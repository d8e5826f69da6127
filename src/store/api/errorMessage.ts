import type { ErrorResponse } from '@contract/types';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/**
 * The text a user sees for any failed call: the server's `message` when it sent one, otherwise
 * 'Something went wrong' (network failures, timeouts, unparsable answers, thrown errors).
 */
export function getErrorMessage(error: unknown): string {
  return getServerMessage(error) ?? GENERIC_ERROR_MESSAGE;
}

/** The server's `message`, or undefined when the failure carried none. */
export function getServerMessage(error: unknown): string | undefined {
  const message = (error as { data?: Partial<ErrorResponse> } | null | undefined)?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's error code (ErrorResponse.code), when there is one. */
export function getErrorCode(error: unknown): ErrorResponse['code'] | undefined {
  return (error as { data?: Partial<ErrorResponse> } | null | undefined)?.data?.code;
}

/** The HTTP status of a failed call, or undefined for network failures and timeouts. */
export function getErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
