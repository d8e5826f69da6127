-- A purchase's price is what the learner paid for the course: its list price less its share of the
-- order's coupon discount (shared in proportion to the list prices, the leftover rupees to the
-- largest remainders, earlier lines first). Purchases recorded before this kept the list price.
WITH lines AS (
  SELECT i.order_id, i.course_id, i.position, i.price * i.quantity AS gross, o.discount,
         sum(i.price * i.quantity) OVER (PARTITION BY i.order_id) AS order_gross
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status = 'paid' AND o.discount > 0
), shares AS (
  SELECT *, (discount::bigint * gross) / order_gross AS base,
         (discount::bigint * gross) % order_gross AS remainder
  FROM lines
), ranked AS (
  SELECT *, discount - sum(base) OVER (PARTITION BY order_id) AS leftover,
         row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, position) AS place
  FROM shares
)
UPDATE purchases p
SET price = r.gross - r.base - CASE WHEN r.place <= r.leftover THEN 1 ELSE 0 END
FROM ranked r
WHERE p.order_id = r.order_id AND p.course_id = r.course_id;
