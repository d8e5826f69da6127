import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import type { AdminCoupon, AdminCouponsQuery } from '@contract/types';
import { useGetAdminCouponsQuery } from '../../api/couponsAdminApi';
import { useListParams } from '../../model/useListParams';
import { FilterSelect } from '../FilterSelect';
import { AdminList } from '../AdminList';
import { ListToolbar } from '../ListToolbar';
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
  const list = useGetAdminCouponsQuery(query as Partial<AdminCouponsQuery>);
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
      <AdminList
        result={list}
        label="Coupons"
        columns={columns}
        params={params}
        update={update}
        getRowId={(row) => row.code}
        emptyText="No coupons match."
      />
      {editing !== undefined && (
        <CouponFormDialog coupon={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
