-- Every captured payment the provider reported (checkout callback or webhook), once per provider
-- payment id. Only a pending order can be paid: a payment for an order already paid or cancelled
-- (a second tab, a late payment) is recorded as refund_pending, refunded through the provider, and
-- then marked refunded.
CREATE TABLE payments (
  provider_payment_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('razorpay', 'test')),
  provider_order_id text NOT NULL REFERENCES payment_attempts (provider_order_id),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  status text NOT NULL CHECK (status IN ('applied', 'refund_pending', 'refunded')),
  refund_id text,
  captured_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  CHECK ((status = 'refunded') = (refund_id IS NOT NULL))
);
CREATE INDEX payments_order_idx ON payments (order_id);
-- At most one payment pays an order.
CREATE UNIQUE INDEX payments_one_applied_idx ON payments (order_id) WHERE status = 'applied';

-- Orders paid before this table existed keep their payment on record.
INSERT INTO payments (provider_payment_id, provider, provider_order_id, order_id, amount_paise, status, captured_at)
SELECT o.payment_id, a.provider, a.provider_order_id, o.id, a.amount_paise, 'applied', coalesce(o.paid_at, now())
FROM orders o
JOIN LATERAL (
  SELECT provider, provider_order_id, amount_paise FROM payment_attempts
  WHERE order_id = o.id ORDER BY created_at DESC LIMIT 1
) a ON true
WHERE o.status = 'paid' AND o.payment_id IS NOT NULL
ON CONFLICT (provider_payment_id) DO NOTHING;
