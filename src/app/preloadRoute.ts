import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppDispatch } from '@/store/store';
import type { RoutePrefetch } from './routeTable';

/** What a route object's `handle` may hold for a first visit (see routes.tsx). */
export interface RoutePreloadHandle {
  /** Fetches the lazy screen's or layout's code; never fails (see preloadableLazy). */
  preload?: () => Promise<void>;
  /** Starts the first screen's API calls. */
  prefetch?: RoutePrefetch;
}

const handleOf = (route: RouteObject): RoutePreloadHandle => route.handle ?? {};

/**
 * Fetches the code of every lazy screen and layout the route at `location` renders, and starts
 * its data calls without waiting for them.
 */
export function preloadRoute(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  dispatch: AppDispatch,
): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  for (const { route, params } of matches)
    handleOf(route).prefetch?.(dispatch, location.search, params);
  return Promise.all(matches.map(({ route }) => handleOf(route).preload?.())).then(() => undefined);
}
