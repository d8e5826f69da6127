import { ROLES } from '@contract/roles';
import type { LearnersQuery } from '@contract/types';
import { useGetLearnersQuery } from '../../api/learnersAdminApi';
import { useListParams } from '../../model/useListParams';
import { AdminGrid } from '../AdminGrid';
import { FilterSelect } from '../FilterSelect';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { learnerColumns } from './learnerColumns';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/** Every account: search name and email, filter by status and role. */
export function LearnersScreen() {
  const { params, query, update } = useListParams(['status', 'role']);
  const { data, error, isFetching, refetch } = useGetLearnersQuery(query as Partial<LearnersQuery>);
  return (
    <>
      <PageHeading title="Learners" />
      <ListToolbar searchLabel="Search name or email" params={params} update={update}>
        <FilterSelect
          label="Status"
          value={params.filters.status ?? ''}
          options={STATUSES}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Role"
          value={params.filters.role ?? ''}
          options={ROLE_OPTIONS}
          onChange={(role) => update({ role })}
        />
      </ListToolbar>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <AdminGrid
          label="Learners"
          rows={data?.rows ?? []}
          total={data?.total}
          columns={learnerColumns}
          loading={isFetching}
          params={params}
          update={update}
          emptyText="No accounts match."
        />
      )}
    </>
  );
}
