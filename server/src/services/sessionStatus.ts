import type { Queryable } from '../db';
import type { Clock } from '../lib/clock';

const MAX_ENTRIES = 10_000;

/**
 * Whether a session (refresh-token family) still stands, remembered for a few seconds so the auth
 * guard does not ask the database on every call. A revocation made by this process is known at
 * once (revoked() records it); another process learns it when its entry ages out.
 */
export function createSessionStatus(db: Queryable, cacheMs: number, clock: Clock) {
  const now = () => clock.now();
  const known = new Map<string, { live: boolean; until: number }>();

  const remember = (key: string, live: boolean) => {
    if (known.size >= MAX_ENTRIES) known.clear();
    known.set(key, { live, until: now() + cacheMs });
  };

  return {
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const key = `${sessionId}:${userId}`;
      const entry = known.get(key);
      if (entry && entry.until > now()) return entry.live;
      const result = await db.query<{ live: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM refresh_tokens
           WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL) AS live`,
        [sessionId, userId],
      );
      const live = result.rows[0]?.live === true;
      remember(key, live);
      return live;
    },

    /** Sessions just revoked here; refused at once, even before the revoking transaction commits. */
    revoked(families: { family_id: string; user_id: string }[]): void {
      for (const family of families) remember(`${family.family_id}:${family.user_id}`, false);
    },
  };
}

export type SessionStatus = ReturnType<typeof createSessionStatus>;
