import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import type { AuditEntry, AuditQuery } from '@contract/types';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { useGetAuditLogQuery } from '../../api/auditApi';
import { dateTime } from '../../model/adminFormat';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { LoadError } from '../LoadError';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { AuditCards } from './AuditCards';
import { AuditDiff } from './AuditDiff';
import { auditColumns } from './auditColumns';

const ENTITIES = ['course', 'section', 'lesson', 'coupon', 'user', 'contact-message', 'review'].map(
  (entity) => ({ value: entity, label: entity }),
);

const EMPTY = 'Nothing has been changed yet.';

/** What staff changed, newest first: who, what, when, and before/after (a grid; cards on a phone). */
export function AuditScreen() {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
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
      {wide ? (
        <AdminList
          result={list}
          label="Audit log"
          columns={columns}
          params={params}
          update={update}
          emptyText={EMPTY}
        />
      ) : list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <AuditCards
          entries={list.data.rows}
          total={list.data.total}
          params={params}
          update={update}
          onShow={setShown}
          emptyText={EMPTY}
        />
      ) : (
        <LinearProgress aria-label="Loading the audit log" />
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
