import type {
  BillingDetailsRequest,
  CartMutationResponse,
  CreateOrderResponse,
  PaymentResult,
  PaymentSession,
} from '@contract/types';
import type { TestContext } from './testApp';
import type { SignedIn } from './users';

export interface SeededCourse {
  id: string;
  slug: string;
  price: number;
}

export async function courseBySlug(t: TestContext, slug: string): Promise<SeededCourse> {
  const result = await t.db.query<SeededCourse>(
    'SELECT id, slug, price FROM courses WHERE slug = $1',
    [slug],
  );
  if (!result.rows[0]) throw new Error(`No seeded course ${slug}`);
  return result.rows[0];
}

export async function addToCart(t: TestContext, who: SignedIn, productId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: who.auth,
    payload: { productId, model: 'Course', quantity: 1 },
  });
}

export async function fillCart(
  t: TestContext,
  who: SignedIn,
  slugs: string[],
): Promise<SeededCourse[]> {
  const courses = [];
  for (const slug of slugs) {
    const course = await courseBySlug(t, slug);
    const response = await addToCart(t, who, course.id);
    if (response.statusCode !== 200) throw new Error(`add failed: ${response.body}`);
    response.json<CartMutationResponse>();
    courses.push(course);
  }
  return courses;
}

/** A buyer in Maharashtra, the SAMPLE seller's state: CGST + SGST. */
export const BILLING_MH: BillingDetailsRequest = {
  name: 'Asha Verma',
  stateCode: '27',
  gstin: '',
  legalName: '',
};

export async function setBilling(
  t: TestContext,
  who: SignedIn,
  orderId: string,
  billing: Partial<BillingDetailsRequest> = BILLING_MH,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/billing`,
    headers: who.auth,
    payload: billing,
  });
}

/**
 * An order from the cart with billing details set (the checkout's billing step, which paying
 * needs); `billing: null` leaves them off.
 */
export async function createOrder(
  t: TestContext,
  who: SignedIn,
  billing: Partial<BillingDetailsRequest> | null = BILLING_MH,
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.auth,
  });
  if (response.statusCode !== 201) throw new Error(`create order failed: ${response.body}`);
  const { orderId } = response.json<CreateOrderResponse>();
  if (billing) {
    const set = await setBilling(t, who, orderId, billing);
    if (set.statusCode !== 200 && set.statusCode !== 409)
      throw new Error(`billing failed: ${set.body}`);
  }
  return orderId;
}

export async function initiate(t: TestContext, who: SignedIn, orderId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/initiate-razorpay',
    headers: who.auth,
    payload: { orderId },
  });
}

export async function testCheckout(
  t: TestContext,
  who: SignedIn,
  razorpayOrderId: string,
  outcome = 'success',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/test/checkout',
    headers: who.auth,
    payload: { razorpayOrderId, outcome },
  });
}

export async function verifyPayment(
  t: TestContext,
  who: SignedIn,
  orderId: string,
  result: PaymentResult,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/verify-payment',
    headers: who.auth,
    payload: { orderId, ...result },
  });
}

/** Pays an existing pending order in test mode. */
export async function payOrder(t: TestContext, who: SignedIn, orderId: string): Promise<void> {
  const session = (await initiate(t, who, orderId)).json<PaymentSession>();
  const result = (await testCheckout(t, who, session.razorpayOrderId)).json<PaymentResult>();
  const verified = await verifyPayment(t, who, orderId, result);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
}

/** The whole offline purchase: order, test-mode checkout, verification. */
export async function buy(
  t: TestContext,
  who: SignedIn,
  slugs: string[],
  billing: Partial<BillingDetailsRequest> = BILLING_MH,
): Promise<string> {
  await fillCart(t, who, slugs);
  const orderId = await createOrder(t, who, billing);
  const session = (await initiate(t, who, orderId)).json<PaymentSession>();
  const result = (await testCheckout(t, who, session.razorpayOrderId)).json<PaymentResult>();
  const verified = await verifyPayment(t, who, orderId, result);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return orderId;
}
