import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  DocumentLinkResponse,
  LessonPlayback,
  PaymentResult,
  PaymentSession,
} from '@contract/types';
import { createLocalMediaStorage } from '../src/services/media/storage';
import { copySeedMedia } from './helpers/seedMedia';
import {
  courseBySlug,
  createOrder,
  fillCart,
  initiate,
  testCheckout,
  verifyPayment,
} from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { csrfHeaders, refresh, signUpAndIn } from './helpers/users';

// The whole log of a learner's purchase, playback and invoice download, read as an attacker who
// got hold of the log files would: no signed address, signature or token may be usable from it.

const SLUG = 'ielts-academic-complete';
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-log-media-'));
const logLines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'trace' },
    {
      media: createLocalMediaStorage(mediaRoot),
      logStream: { write: (line: string) => void logLines.push(line) },
    },
  );
  // Stands for any code that logs a failure with the address it was serving.
  t.app.get('/api/test/failing-download', async (request) => {
    throw new Error(`could not serve ${request.url}`);
  });
  await copySeedMedia(t, mediaRoot);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

const queryValue = (url: string, name: string): string =>
  new URL(url, 'http://localhost').searchParams.get(name)!;

it('holds no signature, signed address or token after a purchase, playback and invoice download', async () => {
  const learner = await signUpAndIn(t);
  const secrets: string[] = [learner.accessToken, learner.refreshToken];

  await fillCart(t, learner, [SLUG]);
  const orderId = await createOrder(t, learner);
  const session = (await initiate(t, learner, orderId)).json<PaymentSession>();
  const result = (await testCheckout(t, learner, session.razorpayOrderId)).json<PaymentResult>();
  secrets.push(result.razorpay_signature);
  expect((await verifyPayment(t, learner, orderId, result)).statusCode).toBe(200);
  await t.app.tasks.idle();

  const refreshed = await refresh(t, learner.refreshToken, csrfHeaders);
  secrets.push(refreshed.json<{ accessToken: string }>().accessToken);

  const course = await courseBySlug(t, SLUG);
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM lessons WHERE course_id = $1 AND kind = 'video' AND NOT is_preview
     ORDER BY position LIMIT 1`,
    [course.id],
  );
  const playback = await t.app.inject({
    method: 'GET',
    url: `/api/learn/lessons/${rows[0]!.id}/playback`,
    headers: learner.auth,
  });
  expect(playback.statusCode).toBe(200);
  const { media } = playback.json<LessonPlayback>();
  for (const address of [media.video!, media.captions!]) {
    secrets.push(queryValue(address, 'sig'));
    const file = await t.app.inject({
      method: 'GET',
      url: address,
      headers: { range: 'bytes=0-99' },
    });
    expect(file.statusCode).toBe(206);
  }
  // A tampered address is refused; its signature is no more fit for the log than a good one.
  const tampered = `${media.video!.replace(/sig=[^&]+/, 'sig=AAAAtamperedAAAA')}`;
  expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

  const link = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/invoice-link`,
    headers: learner.auth,
  });
  const { url } = link.json<DocumentLinkResponse>();
  secrets.push(queryValue(url, 'signature'));
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

  const failing = await t.app.inject({
    method: 'GET',
    url: `/api/test/failing-download?expires=1&signature=${queryValue(url, 'signature')}&sig=${queryValue(media.video!, 'sig')}`,
  });
  expect(failing.statusCode).toBe(500);

  const log = logLines.join('\n');
  // The addresses themselves are logged, so the log still says what was asked for.
  expect(log).toContain('/api/learn/lessons/');
  expect(log).toContain('/api/documents/invoice/');
  expect(log).toContain('could not serve /api/test/failing-download');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toContain('AAAAtamperedAAAA');
  for (const name of ['sig', 'signature', 'token'])
    expect(log.match(new RegExp(`[?&]${name}=(?!\\[redacted\\])`, 'g'))).toBeNull();
  expect(log).not.toMatch(/Bearer |eyJ[\w-]+\.[\w-]+\./);
});
