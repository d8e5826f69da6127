// Limits and names both sides of the API agree on. Plain values: the SPA bundles what it uses.

/** Courses per catalogue page. */
export const COURSES_PAGE_SIZE = 7;
/** The largest page the server hands out. */
export const COURSES_MAX_LIMIT = 50;

/** Sent by the SPA on refresh and logout; the server refuses those calls without it (CSRF). */
export const CSRF_HEADER = 'x-academy-csrf';
export const CSRF_HEADER_VALUE = '1';

/** The refresh cookie lives only on the auth path. */
export const REFRESH_COOKIE = 'academy_rt';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * An account without a password (Google sign-in) may change its email only from a session signed
 * in this recently; an account with one gives its current password instead.
 */
export const RECENT_SIGN_IN_MINUTES = 10;
/** How long the link mailed to a replaced address can undo the email change. */
export const EMAIL_UNDO_DAYS = 7;

export const ACADEMY_NAME = 'Vaani Academy';

/** Reviews per page of a course's reviews. */
export const REVIEWS_PAGE_SIZE = 10;
/** The longest review text, in characters, after it is cleaned (contract/validation/reviews.ts). */
export const REVIEW_TEXT_MAX_LENGTH = 4000;
/**
 * A course's key in its page's address and in GET /api/courses/:course (its slug or id), as the
 * route's CourseParams schema accepts it.
 */
export const COURSE_KEY = /^[A-Za-z0-9-]{1,120}$/;

/**
 * The largest PostgreSQL `integer`: every whole number a request carries is bounded by it in its
 * schema, so no value can overflow a column and turn a request into a 500.
 */
export const DB_INTEGER_MAX = 2_147_483_647;
/**
 * The most one payment can be, in rupees: Razorpay's default per-transaction maximum (Rs. 5,00,000;
 * Razorpay raises it for a merchant only on request). A course's price, a flat coupon and a
 * coupon's minimum order stay within it, and an order above it is refused before checkout.
 */
export const PAYMENT_MAX_RUPEES = 500_000;
/** The highest use limit a coupon can be given. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;
