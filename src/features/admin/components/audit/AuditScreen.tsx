import { useMemo, useState } from 'react';
import type { AuditEntry, AuditQuery } from '@contract/types';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { useGetAuditLogQuery } from '../../api/auditApi';
import { dateTime } from '../../model/adminFormat';
import { useListParams } from '../../model/useListParams';
import { AdminGrid } from '../AdminGrid';
import { FilterSelect } from '../FilterSelect';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { AuditDiff } from './AuditDiff';
import { auditColumns } from './auditColumns';

const ENTITIES = ['course', 'section', 'lesson', 'coupon', 'user', 'contact-message', 'review'].map(
  (entity) => ({ value: entity, label: entity }),
);

/** What staff changed, newest first: who, what, when, and before/after. */
export function AuditScreen() {
  const { params, query, update } = useListParams(['entity', 'entityId', 'actor', 'action']);
  const { data, error, isFetching, refetch } = useGetAuditLogQuery(query as Partial<AuditQuery>);
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
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <AdminGrid
          label="Audit log"
          rows={data?.rows ?? []}
          total={data?.total}
          columns={columns}
          loading={isFetching}
          params={params}
          update={update}
          emptyText="Nothing has been changed yet."
        />
      )}
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
