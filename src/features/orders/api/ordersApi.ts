import type {
  ApplyCouponRequest,
  CreateOrderResponse,
  OrderMutationResponse,
  OrderResponse,
  PaymentResult,
  PaymentSession,
  ReplaceCouponRequest,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { orderTag } from './orderTags';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Built by the server from the cart; the cart then shows the order in progress. */
    createOrder: build.mutation<CreateOrderResponse, void>({
      query: () => ({ url: '/orders/create', method: 'POST' }),
      invalidatesTags: ['Cart', 'OrderHistory'],
    }),
    getOrder: build.query<OrderResponse, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [orderTag(orderId)],
    }),
    cancelOrder: build.mutation<OrderMutationResponse, string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, orderId) => [orderTag(orderId), 'Cart', 'OrderHistory'],
    }),
    applyCoupon: build.mutation<OrderMutationResponse, ApplyCouponRequest>({
      query: (body) => ({ url: '/orders/apply-coupon', method: 'POST', body }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [orderTag(orderId)]),
    }),
    /** Puts another code on the pending order (or a first one); a refused code changes nothing. */
    replaceCoupon: build.mutation<
      OrderMutationResponse,
      ReplaceCouponRequest & { orderId: string }
    >({
      query: ({ orderId, couponCode }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/coupon`,
        method: 'PUT',
        body: { couponCode },
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [orderTag(orderId)]),
    }),
    /** Takes the coupon off the pending order: the full price again. */
    removeCoupon: build.mutation<OrderMutationResponse, string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/coupon`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, orderId) => (error ? [] : [orderTag(orderId)]),
    }),
    /** Starts a card payment: answers what the provider's checkout needs. */
    initiatePayment: build.mutation<PaymentSession, { orderId: string }>({
      query: (body) => ({ url: '/orders/initiate-razorpay', method: 'POST', body }),
    }),
    /** The built-in test provider's checkout step (only when no Razorpay keys are configured). */
    completeTestCheckout: build.mutation<PaymentResult, TestCheckoutRequest>({
      query: (body) => ({ url: '/payments/test/checkout', method: 'POST', body }),
    }),
    /** A paid order empties the cart and adds the purchased courses (the dashboard's query). */
    verifyPayment: build.mutation<OrderMutationResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/orders/verify-payment', method: 'POST', body }),
      // The confirmation page opens on the paid order at once, without waiting for a fetch.
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (data)
          void dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, { order: data.order }));
      },
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [orderTag(orderId), 'Cart', 'PurchasedCourses', 'OrderHistory'],
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useGetOrderQuery,
  useCancelOrderMutation,
  useApplyCouponMutation,
  useReplaceCouponMutation,
  useRemoveCouponMutation,
  useInitiatePaymentMutation,
  useCompleteTestCheckoutMutation,
  useVerifyPaymentMutation,
} = ordersApi;
