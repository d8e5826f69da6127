import type { AppDispatch } from '@/store/store';
import { testsApi } from './testsApi';

/**
 * Asks for the tests on offer while the page's code is still loading; the page's query then uses
 * the same cache entry, and the server waits for it before drawing the page.
 */
export function prefetchTestsPage(dispatch: AppDispatch): void {
  dispatch(testsApi.util.prefetch('getTests', undefined, {}));
}
