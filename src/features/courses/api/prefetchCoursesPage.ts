import type { AppDispatch } from '@/store/store';
import { parsePage } from '../model/parsePage';
import { coursesApi } from './coursesApi';

/**
 * Asks for the catalogue page in the address while the page's code is still loading, so the first
 * render can show the cards. The cache entry is the one the page's query then uses. An address
 * with a search, filters or a sort waits for the page's code, which reads them: this module is in
 * every page's first load, so it stays small.
 */
export function prefetchCoursesPage(dispatch: AppDispatch, search: string): void {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((name) => name !== 'page')) return;
  dispatch(coursesApi.util.prefetch('getCourses', { page: parsePage(params.get('page')) }, {}));
}
