import type { Queryable } from '../db';
import type { BillingColumns } from './orders';

/** The billing details saved on the user's profile at their last checkout, if any. */
export async function findSavedBilling(
  db: Queryable,
  userId: string,
): Promise<BillingColumns | undefined> {
  const result = await db.query<{
    name: string | null;
    state_code: string | null;
    gstin: string | null;
    legal_name: string | null;
  }>(
    `SELECT billing_name AS name, billing_state_code AS state_code, billing_gstin AS gstin,
       billing_legal_name AS legal_name FROM users WHERE id = $1`,
    [userId],
  );
  const row = result.rows[0];
  if (!row?.name || !row.state_code) return undefined;
  return {
    name: row.name,
    stateCode: row.state_code,
    ...(row.gstin ? { gstin: row.gstin, legalName: row.legal_name ?? '' } : {}),
  };
}

export async function saveUserBilling(
  db: Queryable,
  userId: string,
  billing: BillingColumns,
): Promise<void> {
  await db.query(
    `UPDATE users SET billing_name = $2, billing_state_code = $3, billing_gstin = $4, billing_legal_name = $5
     WHERE id = $1`,
    [userId, billing.name, billing.stateCode, billing.gstin ?? null, billing.legalName ?? null],
  );
}
