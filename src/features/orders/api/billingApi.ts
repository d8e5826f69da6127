import type {
  BillingDetailsRequest,
  DocumentLinkResponse,
  OrderHistoryResponse,
  OrderMutationResponse,
  SavedBillingResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { orderTag } from './orderTags';
import { ordersApi } from './ordersApi';

const orderUrl = (orderId: string, rest = '') => `/orders/${encodeURIComponent(orderId)}${rest}`;

/** Billing details, the order history, tax documents and refunds: the same cache as checkout's. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the learner gave at their last checkout (null before the first): prefills the form. */
    getSavedBilling: build.query<SavedBillingResponse, void>({
      query: () => '/users/billing-details',
      providesTags: ['SavedBilling'],
    }),
    /** Puts billing details on a pending order; the checkout shows the answered order at once. */
    setOrderBilling: build.mutation<
      OrderMutationResponse,
      BillingDetailsRequest & { orderId: string }
    >({
      query: ({ orderId, ...body }) => ({
        url: orderUrl(orderId, '/billing'),
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(
          ordersApi.util.updateQueryData('getOrder', orderId, (draft) => {
            draft.order = data.order;
          }),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : ['SavedBilling', 'OrderHistory']),
    }),
    getOrderHistory: build.query<OrderHistoryResponse, void>({
      query: () => '/orders',
      providesTags: ['OrderHistory'],
    }),
    /** A 5-minute address of the invoice PDF; asked for at the moment of the download. */
    getInvoiceLink: build.mutation<DocumentLinkResponse, string>({
      query: (orderId) => ({ url: orderUrl(orderId, '/invoice-link'), method: 'POST' }),
    }),
    getCreditNoteLink: build.mutation<DocumentLinkResponse, string>({
      query: (refundId) => ({
        url: `/orders/refunds/${encodeURIComponent(refundId)}/credit-note-link`,
        method: 'POST',
      }),
    }),
    /**
     * A refund ends the courses' access: the order, the history and the dashboard's courses
     * reload. A refusal (409: already asked, window closed) may mean the order changed: it reloads.
     */
    requestRefund: build.mutation<OrderMutationResponse, { orderId: string; reason: string }>({
      query: ({ orderId, reason }) => ({
        url: orderUrl(orderId, '/refund'),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [orderTag(orderId)] : [orderTag(orderId), 'OrderHistory', 'PurchasedCourses'],
    }),
  }),
});

export const {
  useGetSavedBillingQuery,
  useSetOrderBillingMutation,
  useGetOrderHistoryQuery,
  useGetInvoiceLinkMutation,
  useGetCreditNoteLinkMutation,
  useRequestRefundMutation,
} = billingApi;
