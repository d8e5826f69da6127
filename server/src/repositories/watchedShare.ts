import type { Queryable } from '../db';

/**
 * For each course of the order: the learner's watched seconds and the course's running time (its
 * lessons' durations summed). A lesson counts as watched to the larger of what the server
 * measured: the furthest position it trusted (lesson_progress.watched_seconds, capped at the
 * lesson's length), and for a video the share of its file the media route sent the learner, as a
 * share of its length (each byte counted once, however often it was sent).
 */
export async function watchedShareOfOrder(
  db: Queryable,
  orderId: string,
  userId: string,
): Promise<{ course_id: string; watched: number; total: number }[]> {
  const result = await db.query<{ course_id: string; watched: number; total: number }>(
    `SELECT i.course_id,
       coalesce((SELECT sum(greatest(
           least(coalesce(lp.watched_seconds, 0), l.duration_seconds),
           CASE WHEN l.kind = 'video' AND v.byte_size > 0 THEN floor(l.duration_seconds * least(1.0,
             (SELECT coalesce(sum(upper(r) - lower(r)), 0) FROM unnest(w.served_bytes) r)::float8
               / v.byte_size)) ELSE 0 END))
         FROM lessons l
         LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = $2
         LEFT JOIN lesson_watch w ON w.lesson_id = l.id AND w.user_id = $2
         LEFT JOIN media_assets v ON v.id = l.video_asset_id
         WHERE l.course_id = i.course_id), 0)::int AS watched,
       coalesce((SELECT sum(l.duration_seconds) FROM lessons l WHERE l.course_id = i.course_id), 0)::int AS total
     FROM order_items i WHERE i.order_id = $1`,
    [orderId, userId],
  );
  return result.rows;
}
