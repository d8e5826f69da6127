import type { CreateOrderResponse, PaymentResult, PaymentSession } from '@contract/types';
import { linkInMail } from '../../e2e/support/outbox';
import type { Site } from '../../e2e/support/site';

export interface BenchLearner {
  email: string;
  password: string;
  accessToken: string;
}

const PASSWORD = 'Bench-pass-2026';

async function call(
  site: Site,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  token?: string,
): Promise<Response> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      origin: site.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A verified learner (registered, the mail's link followed), signed in through the API. */
export async function signUp(site: Site, index: number): Promise<BenchLearner> {
  const email = `bench${index}@example.com`;
  await call(site, 'POST', '/api/auth/register', {
    name: `Bench Learner ${index}`,
    email,
    password: PASSWORD,
    dob: '1995-05-05',
  });
  const link = await linkInMail(site.mailDir, email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop()!;
  const verified = await fetch(`${site.url}/api/auth/verify-email/${token}`);
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const login = await call(site, 'POST', '/api/auth/login', { email, password: PASSWORD });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { email, password: PASSWORD, accessToken };
}

const addToCart = (site: Site, learner: BenchLearner, courseId: string) =>
  call(
    site,
    'POST',
    '/api/cart',
    { productId: courseId, model: 'Course', quantity: 1 },
    learner.accessToken,
  );

/** `count` verified, signed-in learners, each with `courseId` already in the cart. */
export async function benchLearners(
  site: Site,
  count: number,
  courseId: string,
): Promise<BenchLearner[]> {
  const learners = await Promise.all(Array.from({ length: count }, (_, i) => signUp(site, i)));
  for (const learner of learners) await addToCart(site, learner, courseId);
  return learners;
}

/** Buys the course for the learner as the checkout does in Test mode: order, billing, payment. */
export async function buyCourse(
  site: Site,
  learner: BenchLearner,
  courseId: string,
): Promise<void> {
  const post = (path: string, body: unknown) =>
    call(site, 'POST', path, body, learner.accessToken).then((response) => response.json());
  await addToCart(site, learner, courseId);
  const { orderId } = (await post('/api/orders/create', undefined)) as CreateOrderResponse;
  await call(
    site,
    'PUT',
    `/api/orders/${orderId}/billing`,
    { name: 'Bench Learner', stateCode: '27', gstin: '', legalName: '' },
    learner.accessToken,
  );
  const session = (await post('/api/orders/initiate-razorpay', { orderId })) as PaymentSession;
  const result = (await post('/api/payments/test/checkout', {
    razorpayOrderId: session.razorpayOrderId,
    outcome: 'success',
  })) as PaymentResult;
  await post('/api/orders/verify-payment', { orderId, ...result });
}

/** The first lesson of a course, from its learning area. */
export async function firstLessonId(
  site: Site,
  courseId: string,
  learner: BenchLearner,
): Promise<string> {
  const response = await call(
    site,
    'GET',
    `/api/learn/${courseId}`,
    undefined,
    learner.accessToken,
  );
  const { course } = (await response.json()) as {
    course: { sections: { lessons: { id: string }[] }[] };
  };
  return course.sections[0]!.lessons[0]!.id;
}

/** The id of the catalogue's first published course. */
export async function firstCourseId(site: Site): Promise<string> {
  const response = await fetch(`${site.url}/api/courses?page=1&limit=1`);
  const body = (await response.json()) as { data: { _id: string }[] };
  return body.data[0]!._id;
}
