import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { open, randomToken, seal, sha256 } from '../lib/crypto';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { createSessionStatus } from './sessionStatus';

interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expired: boolean;
  rotated_at: Date | null;
  in_grace: boolean;
  successor_id: string | null;
  successor_box: string | null;
  revoked_at: Date | null;
}

export type RefreshOutcome =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** How many rotations a replay inside the grace window may walk forward (tab A refreshed twice). */
const MAX_SUCCESSOR_HOPS = 5;

/**
 * Refresh tokens: opaque, stored as sha256, rotated on every use. A rotated token presented again
 * within the grace window gets its successor back (decrypted from successor_box with a key only the
 * old raw value yields); presented later, it is taken as stolen and its whole family is revoked.
 */
export function createSessions(
  db: Db,
  tokens: Pick<AppConfig['tokens'], 'refreshTtlSeconds' | 'refreshGraceSeconds' | 'sessionCacheMs'>,
  clock: Clock,
) {
  const { refreshTtlSeconds: ttlSeconds, refreshGraceSeconds: graceSeconds } = tokens;
  const status = createSessionStatus(db, tokens.sessionCacheMs, clock);
  const revokedFamilies = `RETURNING family_id, user_id`;
  const selectRow = `SELECT id, family_id, user_id, rotated_at, successor_id, successor_box, revoked_at,
      expires_at <= now() AS expired,
      rotated_at IS NOT NULL AND rotated_at > now() - make_interval(secs => $2) AS in_grace
    FROM refresh_tokens`;

  async function insert(
    tx: Queryable,
    userId: string,
    familyId: string,
  ): Promise<{ id: string; raw: string }> {
    const id = randomUUID();
    const raw = randomToken();
    await tx.query(
      `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, familyId, userId, sha256(raw), ttlSeconds],
    );
    return { id, raw };
  }

  /** Walks forward from a token rotated inside the grace window to the family's live token. */
  async function liveSuccessor(
    tx: Queryable,
    row: RefreshRow,
    raw: string,
  ): Promise<string | undefined> {
    let current = row;
    let currentRaw = raw;
    for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop += 1) {
      if (!current.successor_id || !current.successor_box) return undefined;
      const nextRaw = open(current.successor_box, currentRaw);
      const next = (
        await tx.query<RefreshRow>(`${selectRow} WHERE id = $1 FOR UPDATE`, [
          current.successor_id,
          graceSeconds,
        ])
      ).rows[0];
      if (!nextRaw || !next || next.revoked_at || next.expired) return undefined;
      if (!next.rotated_at) return nextRaw;
      current = next;
      currentRaw = nextRaw;
    }
    return undefined;
  }

  return {
    /** A new sign-in: a new family (the session id). Returns it and the raw refresh token. */
    async start(userId: string): Promise<{ sessionId: string; refreshToken: string }> {
      const sessionId = randomUUID();
      return { sessionId, refreshToken: (await insert(db, userId, sessionId)).raw };
    },

    /** Whether the session an access token names still stands (not signed out or revoked). */
    isLive: status.isLive,

    async refresh(raw: string): Promise<RefreshOutcome> {
      const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
        const row = (
          await tx.query<RefreshRow>(`${selectRow} WHERE token_hash = $1 FOR UPDATE`, [
            sha256(raw),
            graceSeconds,
          ])
        ).rows[0];
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revoked_at) return { ok: false, reason: 'revoked' };
        if (row.expired) return { ok: false, reason: 'expired' };
        if (!row.rotated_at) {
          const next = await insert(tx, row.user_id, row.family_id);
          await tx.query(
            `UPDATE refresh_tokens SET rotated_at = now(), successor_id = $2, successor_box = $3 WHERE id = $1`,
            [row.id, next.id, seal(next.raw, raw)],
          );
          return {
            ok: true,
            userId: row.user_id,
            sessionId: row.family_id,
            refreshToken: next.raw,
          };
        }
        const successor = row.in_grace ? await liveSuccessor(tx, row, raw) : undefined;
        if (successor)
          return {
            ok: true,
            userId: row.user_id,
            sessionId: row.family_id,
            refreshToken: successor,
          };
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`,
          [row.family_id],
        );
        status.revoked([{ family_id: row.family_id, user_id: row.user_id }]);
        return { ok: false, reason: 'reused' };
      });
      return outcome;
    },

    /** Sign-out: the presented token's whole family, and its access tokens, stop working. */
    async revokeFamilyOf(raw: string): Promise<void> {
      const revoked = await db.query<{ family_id: string; user_id: string }>(
        `UPDATE refresh_tokens SET revoked_at = now()
         WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
         ${revokedFamilies}`,
        [sha256(raw)],
      );
      status.revoked(revoked.rows);
    },

    /** Password set, changed or reset, or the account taken over: every session of the user ends. */
    async revokeAllForUser(tx: Queryable, userId: string): Promise<void> {
      const revoked = await tx.query<{ family_id: string; user_id: string }>(
        `UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
         ${revokedFamilies}`,
        [userId],
      );
      status.revoked(revoked.rows);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
