import { courseSiteUrl } from './env';

/** Where an owner watches a course: the learning area, or the course site COURSE_SITE_URL names. */
export const courseHomeUrl = (courseId: string): string =>
  `${courseSiteUrl}${encodeURIComponent(courseId)}`;

const site = new URL(courseSiteUrl);

/**
 * Whether the course site is another site (COURSE_SITE_URL names one): only then do its links open
 * a new tab. The built-in learning area opens in the same tab, like any page of ours.
 */
export const courseSiteIsExternal =
  typeof window !== 'undefined' && site.origin !== window.location.origin;

/** The learning area's own address of a course (same origin), for in-app links. */
export const courseHomePath = (courseId: string): string =>
  `${site.pathname}${encodeURIComponent(courseId)}`;
