import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrderRow, OrderStatus, RefundStatus } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { dateTime, rupees } from '../../model/adminFormat';

export const ORDER_STATUS_COLOR = {
  pending: 'default',
  paid: 'success',
  cancelled: 'default',
  refunded: 'warning',
} as const satisfies Record<OrderStatus, string>;

export const REFUND_STATUS_COLOR = {
  requested: 'warning',
  processing: 'info',
  refunded: 'success',
  rejected: 'default',
  failed: 'error',
} as const satisfies Record<RefundStatus, string>;

/** The order list's columns; the number opens the order's page. Placed, total and paid sort. */
export const orderColumns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'orderNumber',
    headerName: 'Order',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.order(row.id)}>
        {row.orderNumber}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Buyer email', flex: 1, minWidth: 180, sortable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 110, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip size="small" label={row.status} color={ORDER_STATUS_COLOR[row.status]} />
    ),
  },
  {
    field: 'totalPrice',
    headerName: 'Total',
    width: 100,
    type: 'number',
    valueFormatter: (value: number) => rupees(value),
  },
  {
    field: 'createdAt',
    headerName: 'Placed',
    width: 170,
    valueFormatter: (value: string) => dateTime(value),
  },
  {
    field: 'paidAt',
    headerName: 'Paid',
    width: 170,
    sortingOrder: ['desc', null],
    valueFormatter: (value: string | null) => (value ? dateTime(value) : '—'),
  },
  {
    field: 'refundStatus',
    headerName: 'Refund',
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.refundStatus ? (
        <Chip
          size="small"
          variant="outlined"
          label={row.refundStatus}
          color={REFUND_STATUS_COLOR[row.refundStatus]}
        />
      ) : (
        '—'
      ),
  },
];

type ContractSort = 'newest' | 'oldest' | 'total-desc' | 'total-asc' | 'paid-desc';

/** The grid's sort ('field' or '-field', as the address holds it) as the contract's sort value. */
export function toOrderSort(sort: string | undefined): ContractSort | undefined {
  switch (sort) {
    case '-createdAt':
      return 'newest';
    case 'createdAt':
      return 'oldest';
    case '-totalPrice':
      return 'total-desc';
    case 'totalPrice':
      return 'total-asc';
    case '-paidAt':
    case 'paidAt':
      return 'paid-desc';
    default:
      return undefined;
  }
}
