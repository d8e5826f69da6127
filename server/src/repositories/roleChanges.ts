import type { Queryable } from '../db';

/**
 * The audit log's actor for a role given with `npm run academy` on the server's machine: no account
 * made it, so a fixed id and a name saying where it came from.
 */
export const COMMAND_LINE_ACTOR = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'command line (npm run academy)',
} as const;

/**
 * Gives the account with this email the role and records it in the audit log, in one statement
 * (both or neither). Answers false when the account already had the role (nothing is recorded).
 */
export async function changeRoleFromCommandLine(
  db: Queryable,
  email: string,
  role: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `WITH target AS (SELECT id, role FROM users WHERE email = $1 FOR UPDATE),
     changed AS (
       UPDATE users u SET role = $2, updated_at = now() FROM target
       WHERE u.id = target.id AND target.role <> $2
       RETURNING u.id, target.role AS before)
     INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
     SELECT $3, $4, 'user.role', 'user', id::text, jsonb_build_object('role', before),
       jsonb_build_object('role', $2::text)
     FROM changed RETURNING entity_id`,
    [email, role, COMMAND_LINE_ACTOR.id, COMMAND_LINE_ACTOR.email],
  );
  return rows.length === 1;
}
