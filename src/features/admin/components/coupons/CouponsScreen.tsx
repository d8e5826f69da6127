import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import type { AdminCoupon, AdminCouponsQuery } from '@contract/types';
import { useGetAdminCouponsQuery } from '../../api/couponsAdminApi';
import { useListParams } from '../../model/useListParams';
import { AdminGrid } from '../AdminGrid';
import { FilterSelect } from '../FilterSelect';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { couponColumns } from './couponColumns';
import { CouponFormDialog } from './CouponFormDialog';

const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
  { value: 'expired', label: 'Expired' },
];

/** Coupons with their live use counts; create, edit, disable and enable. */
export function CouponsScreen() {
  const { params, query, update } = useListParams(['status']);
  const { data, error, isFetching, refetch } = useGetAdminCouponsQuery(
    query as Partial<AdminCouponsQuery>,
  );
  // undefined: no dialog; null: a new coupon; a coupon: editing it.
  const [editing, setEditing] = useState<AdminCoupon | null | undefined>();
  const columns = useMemo(() => couponColumns(setEditing), []);
  return (
    <>
      <PageHeading
        title="Coupons"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            New coupon
          </Button>
        }
      />
      <ListToolbar searchLabel="Search code" params={params} update={update}>
        <FilterSelect
          label="Status"
          value={params.filters.status ?? ''}
          options={STATUSES}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <AdminGrid
          label="Coupons"
          rows={data?.rows ?? []}
          total={data?.total}
          columns={columns}
          loading={isFetching}
          params={params}
          update={update}
          getRowId={(row) => row.code}
          emptyText="No coupons match."
        />
      )}
      {editing !== undefined && (
        <CouponFormDialog coupon={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
