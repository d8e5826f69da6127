-- Every staff action in the console, with who did it, what it touched and the values before and
-- after. Append-only: no role the application connects with can change or remove a row, because
-- the triggers below refuse UPDATE, DELETE and TRUNCATE for everyone.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No foreign key: removing an account must not have to touch (or be blocked by) its entries.
  actor_id uuid NOT NULL,
  -- The actor's email when they acted: the entry keeps saying who, even if the account changes.
  actor_email text NOT NULL,
  -- What was done, e.g. 'course.update', 'coupon.create', 'refund.approve'.
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z-]+)+$'),
  -- What it was done to: a kind ('course', 'coupon', 'order', 'user', ...) and its id.
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);

CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or deleted.'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
