import type { ComponentType } from 'react';

/**
 * Code a route loads on its first visit: the webpack chunk it is split into (the name in the
 * import's comment) and the import itself. Nothing runs until `load` is called.
 */
export interface LazyModule {
  /** Read by the production build only (RoutePreloadPlugin): '' in the browser bundle. */
  chunk: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * What index.html preloads (chunk names, pictures, API calls) is read only by the production
 * build, in Node. The browser bundle leaves it out: webpack.config.ts defines
 * process.env.ROUTE_TABLE_BUNDLED.
 */
export const READ_AT_BUILD = process.env.ROUTE_TABLE_BUNDLED !== 'true';

/** In the browser bundle the name is left out, so the minifier drops every chunk name there. */
export const lazyModule = (chunk: string, load: LazyModule['load']): LazyModule => ({
  chunk: READ_AT_BUILD ? chunk : '',
  load,
});
