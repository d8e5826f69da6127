-- Tests sold like courses (docs/exams.md, "Tests as products"): a cart line and an order line hold
-- a course or a test, and a refund covers some lines of an order (a credit note per refund).

-- Every node keeps the /tests catalogue with the course catalogue (017): a change to a test, by
-- any node or by hand, drops the kept copies.
CREATE TRIGGER test_products_changed AFTER INSERT OR UPDATE OR DELETE ON test_products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();

-- Cart lines: a course or a test, each at most once per learner. Statements that name a course
-- keep working unchanged; a test's line has test_id instead.
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pkey;
ALTER TABLE cart_items ALTER COLUMN course_id DROP NOT NULL;
ALTER TABLE cart_items ADD COLUMN test_id uuid REFERENCES test_products (id);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_one_product
  CHECK (num_nonnulls(course_id, test_id) = 1);
CREATE UNIQUE INDEX cart_items_course_idx ON cart_items (user_id, course_id)
  WHERE course_id IS NOT NULL;
CREATE UNIQUE INDEX cart_items_test_idx ON cart_items (user_id, test_id)
  WHERE test_id IS NOT NULL;

-- Order lines likewise; a line is named by its position (0, 1, … in the order it was added),
-- which refunds refer to.
ALTER TABLE order_items DROP CONSTRAINT order_items_pkey;
ALTER TABLE order_items ALTER COLUMN course_id DROP NOT NULL;
ALTER TABLE order_items ADD COLUMN test_id uuid REFERENCES test_products (id);
ALTER TABLE order_items ADD CONSTRAINT order_items_one_product
  CHECK (num_nonnulls(course_id, test_id) = 1);
ALTER TABLE order_items ADD PRIMARY KEY (order_id, position);
CREATE UNIQUE INDEX order_items_course_idx ON order_items (order_id, course_id)
  WHERE course_id IS NOT NULL;
CREATE UNIQUE INDEX order_items_test_idx ON order_items (order_id, test_id)
  WHERE test_id IS NOT NULL;

-- Sales of a test (the console's sold count) and a learner's tests.
CREATE INDEX test_entitlements_test_idx ON test_entitlements (test_id) WHERE revoked_at IS NULL;

-- A refund covers some lines of its order, each with what it gives back (its amount on the
-- invoice). A line belongs to at most one live refund (requested, processing or refunded); a
-- rejected or failed refund sets `live` false and frees its lines to be asked for again.
CREATE TABLE refund_items (
  refund_id uuid NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  order_id uuid NOT NULL,
  position integer NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  live boolean NOT NULL DEFAULT true,
  PRIMARY KEY (refund_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position)
);
CREATE UNIQUE INDEX refund_items_one_live_idx ON refund_items (order_id, position) WHERE live;

-- Refunds made before this covered their whole order: each line of it, with its amount from the
-- invoice's stored lines (in line order) or, for an order paid before invoices, its paid price.
INSERT INTO refund_items (refund_id, order_id, position, amount_paise, live)
SELECT r.id, i.order_id, i.position,
       coalesce(
         (inv.lines -> (i.ordinal - 1)::int ->> 'amountPaise')::integer,
         (SELECT p.price * 100 FROM purchases p WHERE p.order_id = i.order_id AND p.course_id = i.course_id),
         i.price * 100),
       r.status IN ('requested', 'processing', 'refunded')
FROM refunds r
JOIN (SELECT *, row_number() OVER (PARTITION BY order_id ORDER BY position) AS ordinal
      FROM order_items) i ON i.order_id = r.order_id
LEFT JOIN invoices inv ON inv.order_id = r.order_id;

-- Several refunds of one order may now be live, each for other lines.
DROP INDEX refunds_one_live_idx;
CREATE INDEX refunds_order_idx ON refunds (order_id, requested_at);
