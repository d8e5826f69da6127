import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ROLES } from '@contract/roles';
import type { LearnersQuery } from '@contract/types';
import { useGetLearnersQuery } from '../../api/learnersAdminApi';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
import { PageHeading } from '../PageHeading';
import { learnerColumns } from './learnerColumns';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/**
 * Every account: search name and email, filter by status and role. The accounts the seed made (the
 * sample reviews' reviewers) are no learners: listed only when asked for.
 */
export function LearnersScreen() {
  const { params, query, update } = useListParams(['status', 'role', 'seeded']);
  const list = useGetLearnersQuery(query as Partial<LearnersQuery>);
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
        <FormControlLabel
          label="Include seeded accounts"
          control={
            <Switch
              checked={params.filters.seeded === 'include'}
              onChange={(event) => update({ seeded: event.target.checked ? 'include' : null })}
            />
          }
        />
      </ListToolbar>
      <AdminList
        result={list}
        label="Learners"
        columns={learnerColumns}
        params={params}
        update={update}
        emptyText="No accounts match."
      />
    </>
  );
}
