import type { Queryable } from '../db';

export interface WatchedShare {
  course_id: string;
  /** The line of the order. */
  position: number;
  watched: number;
  total: number;
}

/**
 * For each course of the order: the learner's watched seconds (the furthest point reached in each
 * lesson, summed) and the course's running time (its lessons' durations summed). Tests have none.
 */
export async function watchedShareOfOrder(
  db: Queryable,
  orderId: string,
  userId: string,
): Promise<WatchedShare[]> {
  const result = await db.query<WatchedShare>(
    `SELECT i.course_id, i.position,
       coalesce((SELECT sum(least(lp.watched_seconds, l.duration_seconds))
         FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
         WHERE lp.user_id = $2 AND lp.course_id = i.course_id), 0)::int AS watched,
       coalesce((SELECT sum(l.duration_seconds) FROM lessons l WHERE l.course_id = i.course_id), 0)::int AS total
     FROM order_items i WHERE i.order_id = $1 AND i.course_id IS NOT NULL ORDER BY i.position`,
    [orderId, userId],
  );
  return result.rows;
}
