// Build-time configuration (webpack's DefinePlugin fills process.env.*), with defaults that work
// locally: the API on the same origin under /api, and the local course player under /learn/.
const configuredApiBase = process.env.API_BASE_URL || '/api';
const configuredCourseSite = process.env.COURSE_SITE_URL || '/learn/';

/** Absolute base of every API call, without a trailing slash. */
export const apiBaseUrl = new URL(configuredApiBase, window.location.origin).href.replace(
  /\/$/,
  '',
);

/** Watch Now links go to `${courseSiteUrl}${courseId}`. */
export const courseSiteUrl = new URL(configuredCourseSite, window.location.origin).href;

/** Google sign-in is a full browser navigation to the API host. */
export const googleSignInUrl = `${apiBaseUrl}/auth/google`;

/** The contact call goes to the product's own host, not through the API client. */
export const contactUrl = new URL('/contact', window.location.origin).href;

export const API_TIMEOUT_MS = 120_000;
