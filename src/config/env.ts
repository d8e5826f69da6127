// Build-time configuration (webpack's DefinePlugin fills process.env.*), with defaults that work
// locally: the API on the same origin under /api, and the local course player under /learn/.
//
// The server-rendering build (webpack.ssr.config.ts) runs this module in Node, with no window.
// There a page's API calls are answered in-process by the server's own /api (the `fetch`
// src/ssr/renderPage.tsx hands the store, which reads only the path and query), and no other
// address is followed, so a placeholder origin stands in for the page's.
const inBrowser = typeof window !== 'undefined';
const origin = inBrowser ? window.location.origin : 'http://server-render.invalid';
const configuredApiBase = (inBrowser && process.env.API_BASE_URL) || '/api';
const configuredCourseSite = process.env.COURSE_SITE_URL || '/learn/';

/** Absolute base of every API call, without a trailing slash. */
export const apiBaseUrl = new URL(configuredApiBase, origin).href.replace(/\/$/, '');

/** Watch Now links go to `${courseSiteUrl}${courseId}`. */
export const courseSiteUrl = new URL(configuredCourseSite, origin).href;

/** Google sign-in is a full browser navigation to the API host. */
export const googleSignInUrl = `${apiBaseUrl}/auth/google`;

/** The contact call goes to the product's own host, not through the API client. */
export const contactUrl = new URL('/contact', origin).href;

/** The browser's limit on an API call (the server's page renderer sets its own, AppServices). */
export const API_TIMEOUT_MS = 120_000;
