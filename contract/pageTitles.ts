import { ACADEMY_NAME } from './constants';

// The titles of the site's pages. The server writes them into the HTML it serves (what search
// engines and link previews read); the SPA sets the same ones as it moves between pages.

/** 'Refund Policy' → 'Refund Policy | Vaani Academy'. */
export const pageTitle = (name: string): string => `${name} | ${ACADEMY_NAME}`;

/** The home page's title, and the title of every page without one of its own. */
export const SITE_TITLE = `${ACADEMY_NAME} | English proficiency tests and courses`;

export const PAGE_TITLES = {
  home: SITE_TITLE,
  courses: pageTitle('Recorded English courses'),
  tests: pageTitle('English proficiency tests'),
  about: pageTitle('About us'),
  contact: pageTitle('Contact us'),
  terms: pageTitle('Terms and Conditions'),
  privacy: pageTitle('Privacy Policy'),
  refund: pageTitle('Refund Policy'),
  orders: pageTitle('Your orders'),
  notFound: pageTitle('Page not found'),
  courseNotFound: pageTitle('Course not found'),
  // The tests' own pages: examPageTitles.ts.
} as const;
