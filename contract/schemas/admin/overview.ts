import { Type } from 'typebox';
import { errors } from '../common';
import { adminTags } from './common';

const tags = adminTags('overview');

/** One window of days (Asia/Kolkata calendar days, today included). */
export const OverviewWindow = Type.Object({
  /** Paid orders' totals, whole rupees. */
  revenue: Type.Integer({ minimum: 0 }),
  /** Orders paid in the window. */
  orders: Type.Integer({ minimum: 0 }),
  /** Learners' accounts created in the window (seeded accounts are not counted). */
  newLearners: Type.Integer({ minimum: 0 }),
});

export const BestSeller = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  /** Paid purchases in the last 30 days. */
  purchases: Type.Integer({ minimum: 0 }),
});

export const DailyRevenue = Type.Object({
  /** 'YYYY-MM-DD', an Asia/Kolkata day. */
  date: Type.String(),
  revenue: Type.Integer({ minimum: 0 }),
  orders: Type.Integer({ minimum: 0 }),
});

export const OverviewResponse = Type.Object({
  today: OverviewWindow,
  last7Days: OverviewWindow,
  last30Days: OverviewWindow,
  /** Top 5 courses by paid purchases in the last 30 days. */
  bestSellers: Type.Array(BestSeller),
  /** The last 30 days, oldest first, every day present (zeros included). */
  dailyRevenue: Type.Array(DailyRevenue),
});

export const adminOverviewSchemas = {
  get: {
    tags,
    summary: 'Revenue, orders and new learners (today, 7 and 30 days), best sellers, daily revenue',
    response: { 200: OverviewResponse, ...errors(401, 403) },
  },
};
