import { http, HttpResponse } from 'msw';
import { AuditQuery } from '@contract/schemas/admin/audit';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedQuery } from '../../http';
import { adminUrl, asStaff } from './adminGuard';

export const overviewAuditHandlers = [
  http.get(
    adminUrl('/overview'),
    asStaff(() => HttpResponse.json(adminDb.overview)),
  ),
  http.get(
    adminUrl('/audit'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AuditQuery);
      if ('invalid' in checked) return checked.invalid;
      const { entity, entityId, actor, action } = checked.query;
      return HttpResponse.json(
        pageOf(
          adminDb.audit,
          checked.query,
          ['actorEmail', 'action', 'entityId'],
          (row) =>
            (!entity || row.entity === entity) &&
            (!entityId || row.entityId === entityId) &&
            (!actor || row.actorId === actor || row.actorEmail.includes(actor)) &&
            (!action || row.action.startsWith(action)),
        ),
      );
    }),
  ),
];
