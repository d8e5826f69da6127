import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminCoupon } from '@contract/types';
import { dateOnly, rupees } from '../../model/adminFormat';
import { discountText } from '../../model/couponFormValues';
import { CouponActions } from './CouponActions';

const STATUS_COLOR = { active: 'success', disabled: 'default', expired: 'warning' } as const;

/** The coupon list's columns, with Edit and Disable/Enable on each row. */
export function couponColumns(onEdit: (coupon: AdminCoupon) => void): GridColDef<AdminCoupon>[] {
  return [
    { field: 'code', headerName: 'Code', width: 140 },
    {
      field: 'amount',
      headerName: 'Discount',
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => discountText(row.kind, row.amount),
    },
    {
      field: 'minOrder',
      headerName: 'Min. order',
      width: 110,
      sortable: false,
      valueFormatter: (value: number) => (value ? rupees(value) : 'Any'),
    },
    {
      field: 'usedCount',
      headerName: 'Uses',
      width: 110,
      valueGetter: (_value, row) => `${row.usedCount} / ${row.maxUses ?? '∞'}`,
    },
    {
      field: 'expiresAt',
      headerName: 'Expires',
      width: 130,
      valueFormatter: (value: string | null) => (value ? dateOnly(value) : 'Never'),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" label={row.status} color={STATUS_COLOR[row.status]} />
      ),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 200,
      sortable: false,
      renderCell: ({ row }) => <CouponActions coupon={row} onEdit={onEdit} />,
    },
  ];
}
