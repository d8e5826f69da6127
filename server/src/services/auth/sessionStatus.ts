import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import { isFamilyLive, type RevokedFamily } from '../../repositories/refreshTokens';

const MAX_ENTRIES = 10_000;

/**
 * Whether a session (refresh-token family) still stands, remembered for a few seconds so the auth
 * guard does not ask the database on every call. A revocation made by this process is known at
 * once (revoked() records it); another process learns it when its entry ages out.
 */
export function createSessionStatus(db: Queryable, cacheMs: number, clock: Clock) {
  const known = new Map<string, { live: boolean; until: number }>();

  const remember = (key: string, live: boolean) => {
    if (known.size >= MAX_ENTRIES) known.clear();
    known.set(key, { live, until: clock.now() + cacheMs });
  };

  return {
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const key = `${sessionId}:${userId}`;
      const entry = known.get(key);
      if (entry && entry.until > clock.now()) return entry.live;
      const live = await isFamilyLive(db, sessionId, userId);
      remember(key, live);
      return live;
    },

    /** Sessions just revoked here; refused at once, even before the revoking transaction commits. */
    revoked(families: RevokedFamily[]): void {
      for (const family of families) remember(`${family.family_id}:${family.user_id}`, false);
    },
  };
}

export type SessionStatus = ReturnType<typeof createSessionStatus>;
