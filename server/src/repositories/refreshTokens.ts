import type { Queryable } from '../db';

// Refresh tokens, stored as sha256 hashes, grouped in families (one family per sign-in: its id is
// the session id). Each function runs on the database or on the transaction it is given.

export interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expired: boolean;
  rotated_at: Date | null;
  /** Rotated less than `graceSeconds` ago. */
  in_grace: boolean;
  successor_id: string | null;
  successor_box: string | null;
  revoked_at: Date | null;
}

/** A family revoked: its session id and user. */
export interface RevokedFamily {
  family_id: string;
  user_id: string;
}

const SELECT_ROW = `SELECT id, family_id, user_id, rotated_at, successor_id, successor_box, revoked_at,
    expires_at <= now() AS expired,
    rotated_at IS NOT NULL AND rotated_at > now() - make_interval(secs => $2) AS in_grace
  FROM refresh_tokens`;

/** A family's first token records the sign-in time; its successors carry the same time. */
export async function insertRefreshToken(
  db: Queryable,
  token: { id: string; familyId: string; userId: string; hash: string; ttlSeconds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, expires_at, signed_in_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5),
       coalesce((SELECT signed_in_at FROM refresh_tokens WHERE family_id = $2 LIMIT 1), now()))`,
    [token.id, token.familyId, token.userId, token.hash, token.ttlSeconds],
  );
}

/** Whether the session still stands and its sign-in happened less than `seconds` ago. */
export async function signedInWithin(
  db: Queryable,
  familyId: string,
  userId: string,
  seconds: number,
): Promise<boolean> {
  const result = await db.query<{ recent: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM refresh_tokens
       WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL
         AND signed_in_at > now() - make_interval(secs => $3)) AS recent`,
    [familyId, userId, seconds],
  );
  return result.rows[0]?.recent === true;
}

/** The token with this hash, locked until the transaction ends. */
export async function lockRefreshTokenByHash(
  db: Queryable,
  hash: string,
  graceSeconds: number,
): Promise<RefreshRow | undefined> {
  const result = await db.query<RefreshRow>(`${SELECT_ROW} WHERE token_hash = $1 FOR UPDATE`, [
    hash,
    graceSeconds,
  ]);
  return result.rows[0];
}

export async function lockRefreshTokenById(
  db: Queryable,
  id: string,
  graceSeconds: number,
): Promise<RefreshRow | undefined> {
  const result = await db.query<RefreshRow>(`${SELECT_ROW} WHERE id = $1 FOR UPDATE`, [
    id,
    graceSeconds,
  ]);
  return result.rows[0];
}

/** Records that the token was replaced by `successorId`, whose raw value is sealed in the box. */
export async function markRotated(
  db: Queryable,
  id: string,
  successorId: string,
  successorBox: string,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET rotated_at = now(), successor_id = $2, successor_box = $3 WHERE id = $1`,
    [id, successorId, successorBox],
  );
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`,
    [familyId],
  );
}

/** Revokes the whole family of the token with this hash. */
export async function revokeFamilyOfToken(db: Queryable, hash: string): Promise<RevokedFamily[]> {
  const revoked = await db.query<RevokedFamily>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
     RETURNING family_id, user_id`,
    [hash],
  );
  return revoked.rows;
}

export async function revokeUserFamilies(db: Queryable, userId: string): Promise<RevokedFamily[]> {
  const revoked = await db.query<RevokedFamily>(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
     RETURNING family_id, user_id`,
    [userId],
  );
  return revoked.rows;
}

/** Whether the family still has a token that was not revoked, and its account is not disabled. */
export async function isFamilyLive(
  db: Queryable,
  familyId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.query<{ live: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM refresh_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.family_id = $1 AND t.user_id = $2 AND t.revoked_at IS NULL
         AND u.disabled_at IS NULL) AS live`,
    [familyId, userId],
    { name: 'session_live' },
  );
  return result.rows[0]?.live === true;
}
