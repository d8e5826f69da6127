import type { AdminOverview } from '@contract/types';
import type { Queryable } from '../../db';
import { bestSellers, dailyRevenue, windowFigures } from '../../repositories/adminOverview';

/** The console's first screen: today, 7 and 30 days, best sellers and the daily revenue. */
export async function overview(db: Queryable, now: Date): Promise<AdminOverview> {
  return {
    today: await windowFigures(db, now, 1),
    last7Days: await windowFigures(db, now, 7),
    last30Days: await windowFigures(db, now, 30),
    bestSellers: await bestSellers(db, now),
    dailyRevenue: await dailyRevenue(db, now),
  };
}
