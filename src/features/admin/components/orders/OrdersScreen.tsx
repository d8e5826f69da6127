import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo } from 'react';
import type { AdminOrdersQuery } from '@contract/types';
import { useGetAdminOrdersQuery, useGetAdminRefundsQuery } from '../../api/ordersAdminApi';
import { useListParams } from '../../model/useListParams';
import { AdminGrid } from '../AdminGrid';
import { FilterSelect } from '../FilterSelect';
import { ListToolbar } from '../ListToolbar';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { InvoiceExportForm } from './InvoiceExportForm';
import { orderColumns, toOrderSort } from './orderColumns';
import { RefundRequests } from './RefundRequests';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
];

/**
 * Orders (search by number or email, filter by status, server paging and sorting), the refunds
 * waiting for review, and the invoices export. The tab, like the list's state, is in the address.
 */
export function OrdersScreen() {
  const { params, query, update } = useListParams(['status', 'tab']);
  const tab = params.filters.tab === 'refunds' ? 'refunds' : 'orders';
  const ordersQuery = useMemo(() => {
    const { tab: _tab, sort, ...rest } = query as Record<string, unknown>;
    const contractSort = toOrderSort(sort as string | undefined);
    return { ...rest, ...(contractSort && { sort: contractSort }) } as Partial<AdminOrdersQuery>;
  }, [query]);
  const orders = useGetAdminOrdersQuery(ordersQuery, { skip: tab !== 'orders' });
  const refunds = useGetAdminRefundsQuery({ status: 'requested' });
  const waiting = refunds.data?.refunds.length ?? 0;

  return (
    <>
      <PageHeading title="Orders" />
      <InvoiceExportForm />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: string) => update({ tab: value === 'refunds' ? value : null })}
          aria-label="Orders and refunds"
        >
          <Tab value="orders" label="Orders" />
          <Tab
            value="refunds"
            label={
              <Badge badgeContent={waiting} color="warning" sx={{ pr: waiting ? 1.5 : 0 }}>
                Refund requests
              </Badge>
            }
            aria-label={`Refund requests (${waiting} waiting)`}
          />
        </Tabs>
      </Box>
      {tab === 'refunds' ? (
        <RefundRequests
          refunds={refunds.data?.refunds}
          error={refunds.error}
          onRetry={() => void refunds.refetch()}
        />
      ) : (
        <>
          <ListToolbar searchLabel="Search order number or email" params={params} update={update}>
            <FilterSelect
              label="Status"
              value={params.filters.status ?? ''}
              options={STATUSES}
              onChange={(status) => update({ status })}
            />
          </ListToolbar>
          {orders.error ? (
            <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
          ) : (
            <AdminGrid
              label="Orders"
              rows={orders.data?.orders ?? []}
              total={orders.data?.total}
              columns={orderColumns}
              loading={orders.isFetching}
              params={params}
              update={update}
              emptyText="No orders match."
            />
          )}
        </>
      )}
    </>
  );
}
