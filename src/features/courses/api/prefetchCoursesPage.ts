import type { AppDispatch } from '@/store/store';
import { readCatalogueQuery } from '../model/catalogueQuery';
import { coursesApi } from './coursesApi';

/**
 * Asks for the catalogue page in the address (with its search, filters and sort) while the page's
 * code is still loading, so the first render can show the cards. The cache entry is the one the
 * page's query then uses.
 */
export function prefetchCoursesPage(dispatch: AppDispatch, search: string): void {
  const query = readCatalogueQuery(new URLSearchParams(search));
  dispatch(coursesApi.util.prefetch('getCourses', query, {}));
}
