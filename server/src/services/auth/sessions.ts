import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { open, randomToken, seal, sha256 } from '../../lib/crypto';
import {
  insertRefreshToken,
  lockRefreshTokenByHash,
  lockRefreshTokenById,
  markRotated,
  revokeFamily,
  revokeFamilyOfToken,
  revokeUserFamilies,
  signedInWithin,
  type RefreshRow,
} from '../../repositories/refreshTokens';
import { createSessionStatus } from './sessionStatus';

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

  async function insert(
    tx: Queryable,
    userId: string,
    familyId: string,
  ): Promise<{ id: string; raw: string }> {
    const id = randomUUID();
    const raw = randomToken();
    await insertRefreshToken(tx, { id, familyId, userId, hash: sha256(raw), ttlSeconds });
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
      const next = await lockRefreshTokenById(tx, current.successor_id, graceSeconds);
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

    /** Whether the session still stands and signed in less than `seconds` ago. */
    signedInWithin: (sessionId: string, userId: string, seconds: number): Promise<boolean> =>
      signedInWithin(db, sessionId, userId, seconds),

    async refresh(raw: string): Promise<RefreshOutcome> {
      return db.transaction(async (tx): Promise<RefreshOutcome> => {
        const row = await lockRefreshTokenByHash(tx, sha256(raw), graceSeconds);
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revoked_at) return { ok: false, reason: 'revoked' };
        if (row.expired) return { ok: false, reason: 'expired' };
        const session = { ok: true as const, userId: row.user_id, sessionId: row.family_id };
        if (!row.rotated_at) {
          const next = await insert(tx, row.user_id, row.family_id);
          await markRotated(tx, row.id, next.id, seal(next.raw, raw));
          return { ...session, refreshToken: next.raw };
        }
        const successor = row.in_grace ? await liveSuccessor(tx, row, raw) : undefined;
        if (successor) return { ...session, refreshToken: successor };
        await revokeFamily(tx, row.family_id);
        status.revoked([{ family_id: row.family_id, user_id: row.user_id }]);
        return { ok: false, reason: 'reused' };
      });
    },

    /** Sign-out: the presented token's whole family, and its access tokens, stop working. */
    async revokeFamilyOf(raw: string): Promise<void> {
      status.revoked(await revokeFamilyOfToken(db, sha256(raw)));
    },

    /** Password set, changed or reset, or the account taken over: every session of the user ends. */
    async revokeAllForUser(tx: Queryable, userId: string): Promise<void> {
      status.revoked(await revokeUserFamilies(tx, userId));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
