import { matchRoutes } from 'react-router-dom';
import { ROUTE_PRELOADS } from '../../src/app/routePreloads';

/** Every screen's full path, from the app's one route table, catch-all last. */
const ROUTES = ROUTE_PRELOADS.map(({ path }) => ({ path }));

/** A segment of a console address that names one record (an id or a number) rather than a page. */
const isRecord = (segment: string) => /\d/.test(segment);

/**
 * The route an address shows, as the route table writes it (`/courses/:course`, `*` for a page
 * that does not exist): pages of one route are the same page with other data. The staff console
 * is one entry of the table (`/admin/*`, its own routes live in its module), so its pages are
 * named by their address, with the segments that name a record generalised.
 */
export function routePattern(address: string): string {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return address;
  const match = matchRoutes(ROUTES, url.pathname)?.[0];
  if (!match?.route.path) return url.pathname;
  const { path } = match.route;
  const rest = match.params['*'];
  if (path === '*' || !path.endsWith('/*') || rest === undefined) return path;
  const named = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => (isRecord(segment) ? ':id' : segment));
  return [path.slice(0, -2), ...named].join('/');
}
