import { routeTable, type PreloadImage, type RouteEntry } from './routeTable';

export interface RoutePreload {
  /** A full route path: `:name` is one segment, '*' is any path not listed before it. */
  path: string;
  /** The webpackChunkNames of the route's lazy frames and screen. */
  chunks: string[];
  images?: PreloadImage[];
  /** API calls under the API base; `{page}` is the address's page number. */
  data?: string[];
}

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') || child === '*' ? child : `${parent.replace(/\/$/, '')}/${child}`;

/** Every screen of the table with its full path and the chunks of the frames around it. */
function flatten(
  entries: RouteEntry[],
  parentPath: string,
  parentChunks: string[],
): RoutePreload[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : joinPath(parentPath, entry.path);
    const frame = typeof entry.layout === 'object' ? [entry.layout.chunk] : [];
    const chunks = [...parentChunks, ...frame];
    const own: RoutePreload[] = entry.screen
      ? [
          {
            path: path || '/',
            chunks: [...chunks, entry.screen.chunk],
            ...(entry.images && { images: entry.images }),
            ...(entry.data && { data: entry.data }),
          },
        ]
      : [];
    return [...own, ...flatten(entry.children ?? [], path, chunks)];
  });
}

const routes = flatten(routeTable, '', []);

/**
 * What a first visit to each route needs before it can paint, from the route table. The production
 * build turns it into a script in index.html that preloads them beside the entry code
 * (scripts/build/RoutePreloadPlugin.ts); the catch-all comes last, as the script takes the first
 * match.
 */
export const ROUTE_PRELOADS: RoutePreload[] = [
  ...routes.filter((route) => route.path !== '*'),
  ...routes.filter((route) => route.path === '*'),
];
