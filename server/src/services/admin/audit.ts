import type { AuditPage, AuditQuery } from '@contract/types';
import type { Queryable } from '../../db';
import { listAudit } from '../../repositories/auditLog';

/** The audit log, newest first; nothing in the console changes it. */
export const auditPage = (db: Queryable, query: AuditQuery): Promise<AuditPage> =>
  listAudit(db, query);
