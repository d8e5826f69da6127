import { linkInMail } from '../../e2e/support/outbox';
import type { Site } from '../../e2e/support/site';

export interface BenchLearner {
  email: string;
  password: string;
  accessToken: string;
}

const PASSWORD = 'Bench-pass-2026';

async function post(site: Site, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: site.url,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function signUp(site: Site, index: number): Promise<BenchLearner> {
  const email = `bench${index}@example.com`;
  const registered = await post(site, '/api/auth/register', {
    name: `Bench Learner ${index}`,
    email,
    password: PASSWORD,
    dob: '1995-05-05',
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const link = await linkInMail(site.mailDir, email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop()!;
  const verified = await fetch(`${site.url}/api/auth/verify-email/${token}`);
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const login = await post(site, '/api/auth/login', { email, password: PASSWORD });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { email, password: PASSWORD, accessToken };
}

/** `count` verified, signed-in learners, each with `courseId` already in the cart. */
export async function benchLearners(
  site: Site,
  count: number,
  courseId: string,
): Promise<BenchLearner[]> {
  const learners = await Promise.all(Array.from({ length: count }, (_, i) => signUp(site, i)));
  for (const learner of learners) {
    const added = await post(
      site,
      '/api/cart',
      { productId: courseId, model: 'Course', quantity: 1 },
      learner.accessToken,
    );
    if (!added.ok) throw new Error(`add to cart: ${added.status} ${await added.text()}`);
  }
  return learners;
}

const BILLING = { name: 'Bench Learner', stateCode: '27', gstin: '', legalName: '' };

async function call(site: Site, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      origin: site.url,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Buys what is in the learner's cart through test mode's checkout, as the SPA does. */
export async function buyCart(site: Site, learner: BenchLearner): Promise<void> {
  const token = learner.accessToken;
  const { orderId } = (await call(site, 'POST', '/api/orders/create', token)) as {
    orderId: string;
  };
  await call(site, 'PUT', `/api/orders/${orderId}/billing`, token, BILLING);
  const session = await call(site, 'POST', '/api/orders/initiate-razorpay', token, { orderId });
  const result = await call(site, 'POST', '/api/payments/test/checkout', token, {
    razorpayOrderId: session.razorpayOrderId,
    outcome: 'success',
  });
  await call(site, 'POST', '/api/orders/verify-payment', token, { orderId, ...result });
}

/** The first lesson of a course, from its learning area. */
export async function firstLessonId(site: Site, courseId: string, token: string): Promise<string> {
  const { course } = (await call(site, 'GET', `/api/learn/${courseId}`, token)) as {
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
