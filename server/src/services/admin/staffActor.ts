import type { Queryable } from '../../db';
import { recordAudit } from '../../repositories/auditLog';
import type { Role } from '@contract/roles';

/** The staff member making a change, as the audit log names them. */
export interface StaffActor {
  id: string;
  email: string;
  role: Role;
}

/** Records a staff change on the transaction that makes it. */
export async function audit(
  tx: Queryable,
  actor: StaffActor,
  action: string,
  entity: { kind: string; id: string },
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entity: entity.kind,
    entityId: entity.id,
    before: before ?? undefined,
    after: after ?? undefined,
  });
}
