import type { AppDispatch } from '@/store/store';
import { parsePage } from '../model/parsePage';
import { coursesApi } from './coursesApi';

/**
 * Asks for the catalogue page in the address while the page's code is still loading, so the
 * first render can show the cards. The cache entry is the one the page's query then uses.
 */
export function prefetchCoursesPage(dispatch: AppDispatch, search: string): void {
  const page = parsePage(new URLSearchParams(search).get('page'));
  dispatch(coursesApi.util.prefetch('getCourses', { page }, {}));
}
