import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../../db';
import { countInWindow } from '../../repositories/attemptCounters';

/** Keys of the per-address limits, apart from the sign-in counters in the same table. */
const KEY_PREFIX = 'ip-limit:';

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (the attempt_counters table), so every
 * node behind the balancer shares one count per address: three nodes allow what one node allows.
 * Fixed windows, like the library's own stores. Used when the server runs on PostgreSQL; the
 * embedded database has one process, and the library's memory store is exact there.
 */
export function sharedRateLimitStore(db: Queryable) {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    routeKey = 'global';

    incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>): void {
      countInWindow(db, `${KEY_PREFIX}${this.routeKey}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The library hands in its merged options, with the route under routeInfo.
      const route =
        (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ??
        routeOptions;
      const store = new SharedRateLimitStore();
      store.routeKey = `${String(route.method)}:${route.url ?? ''}`;
      return store;
    }
  }
  return SharedRateLimitStore;
}
