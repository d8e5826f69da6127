import type { BestSeller, DailyRevenue } from '@contract/types';
import type { Queryable } from '../db';

// The console's overview figures. Days are Asia/Kolkata calendar days: India keeps UTC+05:30 all
// year, so a fixed offset gives the same days as the zone without depending on time-zone data.

const LOCAL = (column: string) =>
  `((${column}) AT TIME ZONE 'UTC' + interval '5 hours 30 minutes')`;
const TODAY = `${LOCAL('$1::timestamptz')}::date`;
/** The first instant of the local day `days - 1` days before today, as a timestamptz. */
const SINCE = (days: number) =>
  `((${TODAY} - ${days - 1})::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'`;

export interface WindowRow {
  revenue: number;
  orders: number;
  newLearners: number;
}

/**
 * Paid revenue, paid orders and new learners in the last `days` local days (today included); the
 * seeded accounts are not learners.
 */
export async function windowFigures(db: Queryable, now: Date, days: number): Promise<WindowRow> {
  const result = await db.query<WindowRow>(
    `SELECT
       (SELECT coalesce(sum(total_price), 0)::int FROM orders
         WHERE status = 'paid' AND paid_at >= ${SINCE(days)} AND paid_at <= $1) AS revenue,
       (SELECT count(*)::int FROM orders
         WHERE status = 'paid' AND paid_at >= ${SINCE(days)} AND paid_at <= $1) AS orders,
       (SELECT count(*)::int FROM users
         WHERE created_at >= ${SINCE(days)} AND created_at <= $1 AND role = 'learner'
           AND NOT seeded) AS "newLearners"`,
    [now.toISOString()],
  );
  return result.rows[0]!;
}

export async function bestSellers(db: Queryable, now: Date): Promise<BestSeller[]> {
  const result = await db.query<BestSeller>(
    `SELECT c.id AS "courseId", c.title, count(*)::int AS purchases
     FROM purchases p JOIN orders o ON o.id = p.order_id JOIN courses c ON c.id = p.course_id
     WHERE o.status = 'paid' AND o.paid_at >= ${SINCE(30)} AND o.paid_at <= $1
     GROUP BY c.id, c.title ORDER BY purchases DESC, c.title LIMIT 5`,
    [now.toISOString()],
  );
  return result.rows;
}

/** Every one of the last 30 local days, oldest first, with zeros where nothing was paid. */
export async function dailyRevenue(db: Queryable, now: Date): Promise<DailyRevenue[]> {
  const result = await db.query<DailyRevenue>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(sum(o.total_price), 0)::int AS revenue,
       count(o.id)::int AS orders
     FROM generate_series(${TODAY} - 29, ${TODAY}, interval '1 day') AS d(day)
     LEFT JOIN orders o ON o.status = 'paid' AND o.paid_at <= $1
       AND ${LOCAL('o.paid_at')}::date = d.day::date
     GROUP BY d.day ORDER BY d.day`,
    [now.toISOString()],
  );
  return result.rows;
}
