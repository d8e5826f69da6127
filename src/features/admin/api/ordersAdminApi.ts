import type {
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminRefundDecisionResponse,
  AdminRefundsQuery,
  AdminRefundsResponse,
} from '@contract/types';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

const refundPath = (id: string) => `/admin/refunds/${encodeURIComponent(id)}`;
/** A refund decision changes its order, the refund queue and the order list. */
const decided = (orderId: string) => [
  { type: 'AdminOrder' as const, id: orderId },
  { type: 'AdminOrder' as const, id: LIST },
  { type: 'AdminRefund' as const, id: LIST },
  ...CHANGE_TAGS,
];

export const ordersAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrdersResponse, Partial<AdminOrdersQuery>>({
      query: (params) => ({ url: '/admin/orders', params }),
      providesTags: [{ type: 'AdminOrder', id: LIST }],
    }),
    getAdminOrder: build.query<AdminOrderResponse, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminOrder', id }],
    }),
    getAdminRefunds: build.query<AdminRefundsResponse, Partial<AdminRefundsQuery>>({
      query: (params) => ({ url: '/admin/refunds', params }),
      providesTags: [{ type: 'AdminRefund', id: LIST }],
    }),
    /** `orderId` names the order to refresh; it is not sent. */
    approveRefund: build.mutation<
      AdminRefundDecisionResponse,
      { id: string; orderId: string; note?: string }
    >({
      query: ({ id, note = '' }) => ({
        url: `${refundPath(id)}/approve`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (_r, _e, { orderId }) => decided(orderId),
    }),
    rejectRefund: build.mutation<
      AdminRefundDecisionResponse,
      { id: string; orderId: string; note: string }
    >({
      query: ({ id, note }) => ({
        url: `${refundPath(id)}/reject`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: (_r, _e, { orderId }) => decided(orderId),
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useGetAdminRefundsQuery,
  useApproveRefundMutation,
  useRejectRefundMutation,
} = ordersAdminApi;
