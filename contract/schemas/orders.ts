import { Type } from 'typebox';
import { NO_BODY, errors, Uuid, UuidParams } from './common';
import { ProductModel } from './cart';
import {
  BillingDetails,
  BillingDetailsRequest,
  OrderTax,
  PaymentAttempt,
  Refund,
  RefundEligibility,
  RefundStatus,
  RefundRequestBody,
  TaxDocumentRef,
} from './billing';

const tags = ['orders'];

/** refunded: paid, then every line refunded (their access has ended). */
export const OrderStatus = Type.Enum(['pending', 'paid', 'cancelled', 'refunded']);

export const OrderItem = Type.Object({
  productId: Type.String(),
  model: ProductModel,
  title: Type.String(),
  thumbnail: Type.String(),
  price: Type.Integer(),
  quantity: Type.Integer(),
  /** The line's refund once asked for (requested, processing, refunded), else null. */
  refundStatus: Type.Union([RefundStatus, Type.Null()]),
});

export const Order = Type.Object({
  _id: Type.String(),
  items: Type.Array(OrderItem),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  totalPrice: Type.Integer(),
  couponCode: Type.Union([Type.String(), Type.Null()]),
  status: OrderStatus,
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** What learners and staff quote: "VA-100123" (the id stays the UUID). */
  orderNumber: Type.String(),
  /** Who the invoice is made out to; null until the checkout's billing step. */
  billing: Type.Union([BillingDetails, Type.Null()]),
  /** The GST inside the total; null until the order has a billing state. */
  tax: Type.Union([OrderTax, Type.Null()]),
  /** The tax invoice, issued when the order is paid. */
  invoice: Type.Union([TaxDocumentRef, Type.Null()]),
  /** The latest refund of the order, if one was asked for. */
  refund: Type.Union([Refund, Type.Null()]),
  /** Every refund asked for on the order (each for some of its lines), newest first. */
  refunds: Type.Array(Refund),
  refundEligibility: RefundEligibility,
  /** Every checkout attempt, oldest first. */
  paymentAttempts: Type.Array(PaymentAttempt),
});

export const CreateOrderResponse = Type.Object({ message: Type.String(), orderId: Type.String() });
export const OrderResponse = Type.Object({ order: Order });
export const OrderMutationResponse = Type.Object({ message: Type.String(), order: Order });

export const ApplyCouponRequest = Type.Object(
  { orderId: Uuid, couponCode: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

/** The code that replaces the order's coupon (or is its first). */
export const ReplaceCouponRequest = Type.Object(
  { couponCode: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

export const PurchasedCourse = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  /** What the learner paid for this course: its list price less its share of the order's discount. */
  price: Type.Integer(),
  /** Lessons in the course, and how many of them this learner has completed. */
  lessonCount: Type.Integer(),
  completedLessons: Type.Integer(),
  /** When the learner last watched or read a lesson of it (null: not started). */
  lastWatchedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The learner's certificate of completion for the course, once issued (else null). */
  certificateId: Type.Union([Type.String(), Type.Null()]),
});
export const PurchasedCoursesResponse = Type.Object({ courses: Type.Array(PurchasedCourse) });

export const ordersSchemas = {
  purchasedCourses: {
    tags,
    summary: 'The courses you bought, in the order you bought them',
    response: { 200: PurchasedCoursesResponse, ...errors(400, 401) },
  },
  create: {
    tags,
    ...NO_BODY,
    summary: 'An order from the cart (the pending one again while the cart is unchanged)',
    response: { 201: CreateOrderResponse, ...errors(400, 401) },
  },
  order: {
    tags,
    summary: 'One of your orders',
    params: UuidParams('id'),
    response: { 200: OrderResponse, ...errors(400, 401, 403, 404) },
  },
  cancel: {
    tags,
    ...NO_BODY,
    summary: 'Cancel a pending order: the cart unlocks and a coupon use is given back',
    params: UuidParams('id'),
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  applyCoupon: {
    tags,
    summary: 'Apply a coupon to a pending order',
    body: ApplyCouponRequest,
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  replaceCoupon: {
    tags,
    summary:
      "Apply a coupon to a pending order, replacing the one it has (a refused code leaves the order's coupon as it was)",
    params: UuidParams('id'),
    body: ReplaceCouponRequest,
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  setBilling: {
    tags,
    summary:
      "Set a pending order's billing details (name, state or union territory, optional GSTIN and legal name); saved on the profile for next time",
    params: UuidParams('id'),
    body: BillingDetailsRequest,
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  requestRefund: {
    tags,
    summary:
      'Ask for a refund of a paid order (or of some of its courses and tests) with a reason: approved at once when the rules allow, otherwise it waits for staff; a test whose attempt has started is refused',
    params: UuidParams('id'),
    body: RefundRequestBody,
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409, 502) },
  },
  removeCoupon: {
    tags,
    summary:
      "Remove a pending order's coupon: the full price again, and the coupon's use given back",
    params: UuidParams('id'),
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
};
