import { useMemo, useState } from 'react';
import type { AuditEntry, AuditQuery } from '@contract/types';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { useGetAuditLogQuery } from '../../api/auditApi';
import { dateTime } from '../../model/adminFormat';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { AuditDiff } from './AuditDiff';
import { auditColumns } from './auditColumns';

const ENTITIES = ['course', 'section', 'lesson', 'coupon', 'user', 'contact-message', 'review'].map(
  (entity) => ({ value: entity, label: entity }),
);

/** What staff changed, newest first: who, what, when, and before/after. */
export function AuditScreen() {
  const { params, query, update } = useListParams(['entity', 'entityId', 'actor', 'action']);
  const list = useGetAuditLogQuery(query as Partial<AuditQuery>);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const columns = useMemo(() => auditColumns(setShown), []);
  return (
    <>
      <PageHeading title="Audit log" />
      <ListToolbar searchLabel="Search the log" params={params} update={update}>
        <FilterSelect
          label="Record"
          value={params.filters.entity ?? ''}
          options={ENTITIES}
          onChange={(entity) => update({ entity })}
        />
      </ListToolbar>
      <AdminList
        result={list}
        label="Audit log"
        columns={columns}
        params={params}
        update={update}
        emptyText="Nothing has been changed yet."
      />
      {shown && (
        <TitledDialog
          open
          title={`${shown.action} by ${shown.actorEmail}, ${dateTime(shown.at)}`}
          onClose={() => setShown(null)}
        >
          <AuditDiff before={shown.before} after={shown.after} />
        </TitledDialog>
      )}
    </>
  );
}
