import { courseSiteUrl } from './env';

/** Where an owner watches a course: the learning area, or the course site COURSE_SITE_URL names. */
export const courseHomeUrl = (courseId: string): string =>
  `${courseSiteUrl}${encodeURIComponent(courseId)}`;
