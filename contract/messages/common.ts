// Answers any route can give: sign-in needed, refused requests, bad input, limits, failures.

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** A signed-in account whose role does not open this part of the site (the staff console). */
export const ROLE_REQUIRED = 'Your account does not have access to this page.';
/** An account the academy has disabled: its sessions end and it cannot sign in. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact the academy.';
/** The server turned the request away before doing any work; it says when to come back (Retry-After). */
export const SERVER_BUSY = 'The site is busy right now. Please try again in a moment.';
/** A request whose body did not arrive in time (408); the connection is closed. */
export const REQUEST_TOO_SLOW = 'Your request took too long to arrive. Please try again.';
export const NOT_FOUND = 'Not found.';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

export const CSRF_HEADER_MISSING = 'This request was refused: the security header is missing.';
export const CROSS_SITE_REQUEST = 'This request was refused: it did not come from this site.';

/** `after` is the wait the rate limiter names, such as "1 minute". */
export const tooManyRequests = (after: string) =>
  `Too many requests. Please wait ${after} and try again.`;

/** Text with U+0000 anywhere in a request: `where` names the field, e.g. `name` or `header x-a`. */
export const nulCharacter = (where: string) => `${where} must not contain a NUL character (\\0).`;
/** `Infinity`, `1e400` and the like. */
export const notFinite = (where: string) => `${where} must be a finite number.`;

/** A request that breaks its schema, when no better message can be made. */
export const REQUEST_INVALID = 'The request is not valid.';
/** A required field left out: `email is required.` */
export const fieldRequired = (field: string) => `${field} is required.`;
/** An id that is not a plain lower-case UUID (`urn:uuid:…`, `{…}`, upper case): `lessonId must be an id…` */
export const ID_RULE = 'must be an id: a UUID in lower case';
/** Any other schema rule: `limit must be <= 50.` */
export const fieldInvalid = (field: string, rule: string) => `${field} ${rule}.`;
