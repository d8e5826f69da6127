-- Orders, GST tax invoices, receipts and refunds (docs/billing.md). Money is integer paise in every
-- column added here; orders keep their whole-rupee prices.

-- The number learners and staff quote, "VA-100123". A sequence may leave gaps (a rolled-back order
-- burns its number): only invoices and credit notes must be gapless, and they have counters below.
CREATE SEQUENCE order_number_seq START 100001;
ALTER TABLE orders ADD COLUMN order_number text;
UPDATE orders o SET order_number = 'VA-' || nextval('order_number_seq')
FROM (SELECT id FROM orders ORDER BY created_at, id) ordered
WHERE o.id = ordered.id;
ALTER TABLE orders
  ALTER COLUMN order_number SET DEFAULT 'VA-' || nextval('order_number_seq'),
  ALTER COLUMN order_number SET NOT NULL,
  ADD CONSTRAINT orders_order_number_key UNIQUE (order_number);

-- Who the invoice is made out to (validated and normalised; null until the checkout's billing step).
ALTER TABLE orders
  ADD COLUMN billing_name text,
  ADD COLUMN billing_state_code text,
  ADD COLUMN billing_gstin text,
  ADD COLUMN billing_legal_name text;

-- refunded: paid, then refunded in full.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'paid', 'cancelled', 'refunded'));
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
CREATE INDEX orders_number_idx ON orders (order_number);
CREATE INDEX orders_paid_idx ON orders (paid_at);

-- The details of the learner's last checkout, offered again on the next one.
ALTER TABLE users
  ADD COLUMN billing_name text,
  ADD COLUMN billing_state_code text,
  ADD COLUMN billing_gstin text,
  ADD COLUMN billing_legal_name text;

-- One row per document series and financial year: the last number issued. A transaction takes the
-- next with INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last; the row lock
-- serialises concurrent payments, and a rollback gives the number back.
CREATE TABLE document_counters (
  series text NOT NULL,
  financial_year text NOT NULL,
  last integer NOT NULL CHECK (last >= 1),
  PRIMARY KEY (series, financial_year)
);

-- A tax invoice, issued in the transaction that marks its order paid. Everything printed on it is
-- stored as it was at issue (seller, buyer, the taxed lines), so the PDF can always be drawn again.
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  financial_year text NOT NULL,
  sequence integer NOT NULL CHECK (sequence >= 1),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  payment_reference text NOT NULL,
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  supply_type text NOT NULL CHECK (supply_type IN ('intra-state', 'inter-state')),
  -- Each line: description, unitPriceRupees, quantity and every paise field of the rounding rule.
  lines jsonb NOT NULL,
  taxable_paise integer NOT NULL,
  cgst_paise integer NOT NULL,
  sgst_paise integer NOT NULL,
  igst_paise integer NOT NULL,
  total_paise integer NOT NULL,
  UNIQUE (financial_year, sequence),
  CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise)
);
CREATE INDEX invoices_issued_idx ON invoices (issued_at);

-- A refund of a whole order. requested: waiting for staff; processing: the provider has it;
-- refunded: done (credit note issued, access ended); rejected: staff said no; failed: the provider
-- could not refund it. At most one open or finished refund per order; a rejected or failed one may
-- be asked for again.
CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requested', 'processing', 'refunded', 'rejected', 'failed')),
  reason text NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  -- Approved without staff (nothing much watched) or by whom.
  automatic boolean NOT NULL DEFAULT false,
  provider_refund_id text UNIQUE,
  decided_by uuid,
  decision_note text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  refunded_at timestamptz
);
CREATE UNIQUE INDEX refunds_one_live_idx ON refunds (order_id)
  WHERE status IN ('requested', 'processing', 'refunded');
CREATE INDEX refunds_status_idx ON refunds (status, requested_at);

-- A credit note, numbered in the transaction that completes its refund; its lines are the
-- invoice's stored lines (not recomputed), so the reversal matches the invoice to the paisa.
CREATE TABLE credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  financial_year text NOT NULL,
  sequence integer NOT NULL CHECK (sequence >= 1),
  refund_id uuid NOT NULL UNIQUE REFERENCES refunds (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  issued_at timestamptz NOT NULL,
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  supply_type text NOT NULL CHECK (supply_type IN ('intra-state', 'inter-state')),
  lines jsonb NOT NULL,
  taxable_paise integer NOT NULL,
  cgst_paise integer NOT NULL,
  sgst_paise integer NOT NULL,
  igst_paise integer NOT NULL,
  total_paise integer NOT NULL,
  UNIQUE (financial_year, sequence),
  CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise)
);
CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at);
