import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import type { ErrorCode } from '@contract/types';

/** An error whose message is safe to show the client; the error handler answers it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    /** Every problem found, sent with the message when there are several. */
    readonly problems?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION') =>
  new HttpError(400, message, code);
export const unauthorized = (message = SIGN_IN_REQUIRED) => new HttpError(401, message);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);
