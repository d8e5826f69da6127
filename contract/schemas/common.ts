import { Type } from 'typebox';
import { ERROR_CODES } from '../errorCodes';
import { RANGE_NOT_SATISFIABLE } from '../messages/courses';
import { DB_INTEGER_MAX } from '../constants';
import { UUID_PATTERN } from '../ids';

// Building blocks of the route schemas. Request text fields default to '' so the shared validators
// (contract/validation) give the product's messages for a missing value, not the schema's.

/** Request text up to `maxLength` characters, '' when left out. */
export const Text = (maxLength: number) => Type.String({ maxLength, default: '' });

/**
 * Every id the API takes: a UUID exactly as the server writes it, in lower case, with nothing around
 * it. Anything else (`urn:uuid:…`, `{…}`, upper case) is a 400 naming the field, never a lookup.
 */
export const Uuid = Type.String({ pattern: UUID_PATTERN, description: 'A UUID in lower case' });

/**
 * A whole number a request carries, never beyond what a database integer holds (so no value can
 * overflow a column). The product's own bounds come from `options`, or from the shared rules in
 * contract/validation when their message should be the one shown.
 */
export const RequestInteger = (options: Parameters<typeof Type.Integer>[0] = {}) =>
  Type.Integer({ minimum: -DB_INTEGER_MAX - 1, maximum: DB_INTEGER_MAX, ...options });

/** Params of a route with one UUID in its path, e.g. `/orders/:id`. */
export const UuidParams = <K extends string>(name: K) =>
  Type.Object({ [name]: Uuid } as { [P in K]: typeof Uuid });

/** A mailed link's token in the path. */
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const MessageResponse = Type.Object({ message: Type.String() });

/** Every error answer: a message to show, and a code when the SPA branches on the kind of failure. */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.Enum(ERROR_CODES)),
    /** Every problem found, when there can be several (a test form's checks). */
    problems: Type.Optional(Type.Array(Type.String())),
  },
  { description: '{ message, code? }' },
);

const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request is not valid (the message names the first problem).',
  401: 'Not signed in, or the session has ended.',
  402: 'The payment was declined.',
  403: 'Not allowed: another account, or a refused cross-site call.',
  404: 'Nothing by that name.',
  409: 'The current state does not allow this.',
  410: 'It existed but is withdrawn (a revoked certificate).',
  413: 'The upload is larger than allowed.',
  415: 'The upload is not of an accepted type.',
  416: RANGE_NOT_SATISFIABLE,
  429: 'Rate limited: wait and try again.',
  502: 'A service this call depends on is unreachable.',
  503: 'Not ready: the process is stopping, or the database cannot be reached.',
};

export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 429 | 502 | 503;

/** The error answers of a route, all of them `{ message, code? }`. */
export function errors<S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: typeof ErrorResponse } {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      Type.Object(ErrorResponse.properties, { description: ERROR_MEANINGS[status] }),
    ]),
  ) as { [K in S]: typeof ErrorResponse };
}

/** An error answer `{ message, code? }` whose meaning on this route is its own. */
export const ErrorMeaning = (description: string) =>
  Type.Object(ErrorResponse.properties, { description });

/** A redirect; the body is empty. */
export const Redirect = (description: string) => Type.Null({ description });

/**
 * Marks a POST that takes no body (the refresh cookie, the URL or the cart say everything): it
 * accepts no content type, so the check that every route declares its body knows the omission is
 * deliberate.
 */
export const NO_BODY: { consumes: readonly string[] } = { consumes: [] };
