import type { AppDispatch } from '@/store/store';
import { coursesApi } from './coursesApi';

/**
 * Asks for the course in the address (its slug or id) while the page's code is still loading; the
 * page's query then uses the same cache entry. The server waits for it before drawing the page.
 */
export function prefetchCoursePage(
  dispatch: AppDispatch,
  _search: string,
  params: Readonly<Record<string, string | undefined>>,
): void {
  if (params.course) dispatch(coursesApi.util.prefetch('getCourse', params.course, {}));
}
