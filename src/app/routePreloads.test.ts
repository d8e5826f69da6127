import type { RouteObject } from 'react-router-dom';
import { ROUTE_PRELOADS } from './routePreloads';
import { routes } from './routes';

/** Every path the route table answers, joined with its parents' paths. */
function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') || child === '*' ? child : `${parent.replace(/\/$/, '')}/${child}`;

describe('the route preloads of index.html', () => {
  it('cover every route of the route table, and nothing else', () => {
    const table = new Set(routePaths(routes));
    const preloaded = ROUTE_PRELOADS.map((entry) => entry.path);

    expect(new Set(preloaded)).toEqual(table);
    expect(preloaded).toHaveLength(table.size);
  });

  it('try the catch-all last', () => {
    expect(ROUTE_PRELOADS.at(-1)?.path).toBe('*');
  });
});
