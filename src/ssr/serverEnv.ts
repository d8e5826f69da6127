// The server-rendering build's stand-in for src/config/env.ts, which reads window.location. API
// calls made while rendering go to the server itself (see serverBaseQuery.ts); the addresses here
// only have to be absolute and never leave the process.
const SERVER_ORIGIN = 'http://server-render.invalid';

export const apiBaseUrl = `${SERVER_ORIGIN}/api`;
export const courseSiteUrl = `${SERVER_ORIGIN}/learn/`;
export const googleSignInUrl = `${apiBaseUrl}/auth/google`;
export const contactUrl = `${SERVER_ORIGIN}/contact`;
export const API_TIMEOUT_MS = 5_000;
