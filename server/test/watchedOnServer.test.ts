import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_ACCESS_ENDED } from '@contract/messages/courses';
import { REFUND_COMPLETED, REFUND_WAITING_FOR_STAFF } from '@contract/messages/refunds';
import type { LessonPlayback, OrderMutationResponse, OrderResponse } from '@contract/types';
import {
  createLocalMediaStorage,
  createMemoryMediaStorage,
  type MediaStorage,
} from '../src/services/media/storage';
import { copySeedMedia } from './helpers/seedMedia';
import { buy, courseBySlug } from './helpers/shop';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';
import { lessonsOf, openLesson, testClock } from './helpers/watching';

// The refund rule measures what was watched on the server, not from what the browser reports, and
// a signed media address stops working when the learner's access ends.

const SLUG = 'ielts-academic-complete';
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-watched-'));
const media = createLocalMediaStorage(mediaRoot);
const clock = testClock();

let t: TestContext;
let lessons: { id: string; kind: string; duration_seconds: number; is_preview: boolean }[];

beforeAll(async () => {
  t = await createTestApp({}, { media, clock });
  await copySeedMedia(t, mediaRoot);
  lessons = await lessonsOf(t, (await courseBySlug(t, SLUG)).id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

const videos = () => lessons.filter((lesson) => lesson.kind === 'video');

async function videoAddress(ctx: TestContext, who: SignedIn, lessonId: string): Promise<string> {
  const opened = await openLesson(ctx, who, lessonId);
  expect(opened.statusCode).toBe(200);
  return opened.json<LessonPlayback>().media.video!;
}

const fetchFile = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const askRefund = (ctx: TestContext, who: SignedIn, orderId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    headers: who.auth,
    payload: { reason: 'Not for me.' },
  });

const eligibility = async (who: SignedIn, orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.auth })
  ).json<OrderResponse>().order.refundEligibility;

/** The bytes of the lesson's video the server recorded as sent to the learner. */
async function servedBytes(who: SignedIn, lessonId: string): Promise<number> {
  const result = await t.db.query<{ bytes: number }>(
    `SELECT coalesce((SELECT sum(upper(r) - lower(r)) FROM unnest(served_bytes) r), 0)::int AS bytes
     FROM lesson_watch WHERE user_id = $1 AND lesson_id = $2`,
    [who.user.id, lessonId],
  );
  return result.rows[0]?.bytes ?? 0;
}

describe('the refund rule counts what the media route sent', () => {
  it('sends a buyer who downloaded every video, reporting no progress, to staff', async () => {
    const buyer = await signUpAndIn(t);
    const orderId = await buy(t, buyer, [SLUG]);
    for (const lesson of videos()) {
      const whole = await fetchFile(t, await videoAddress(t, buyer, lesson.id));
      expect(whole.statusCode).toBe(200);
    }
    await t.app.tasks.idle();
    const progress = await t.db.query('SELECT 1 FROM lesson_progress WHERE user_id = $1', [
      buyer.user.id,
    ]);
    expect(progress.rowCount).toBe(0);

    expect(await eligibility(buyer, orderId)).toMatchObject({ canRequest: true, automatic: false });
    const asked = await askRefund(t, buyer, orderId);
    expect(asked.json<OrderMutationResponse>()).toMatchObject({
      message: REFUND_WAITING_FOR_STAFF,
      order: { status: 'paid', refund: { status: 'requested' } },
    });
  });

  it('refunds at once a buyer who only started each video', async () => {
    const buyer = await signUpAndIn(t);
    const orderId = await buy(t, buyer, [SLUG]);
    for (const lesson of videos()) {
      const start = await fetchFile(t, await videoAddress(t, buyer, lesson.id), {
        range: 'bytes=0-4095',
      });
      expect(start.statusCode).toBe(206);
    }
    await t.app.tasks.idle();
    expect(await eligibility(buyer, orderId)).toMatchObject({ automatic: true });
    const asked = await askRefund(t, buyer, orderId);
    expect(asked.json<OrderMutationResponse>().message).toBe(REFUND_COMPLETED);
  });

  it('counts each byte once, however often it is sent', async () => {
    const buyer = await signUpAndIn(t);
    await buy(t, buyer, [SLUG]);
    const lesson = videos()[0]!;
    const address = await videoAddress(t, buyer, lesson.id);
    for (const range of ['bytes=0-99', 'bytes=50-199', 'bytes=0-99', 'bytes=1000-1099'])
      expect((await fetchFile(t, address, { range })).statusCode).toBe(206);
    await t.app.tasks.idle();
    expect(await servedBytes(buyer, lesson.id)).toBe(300);
  });

  it('counts a video handed out by a redirect to a bucket as sent whole', async () => {
    const memory = createMemoryMediaStorage();
    const bucket: MediaStorage = {
      ...memory,
      kind: 's3',
      locate: async () => ({
        at: 'remote',
        url: 'https://bucket.example/video.mp4?X-Amz-Signature=x',
      }),
    };
    const other = await appOn(t.db, {}, { media: bucket, clock });
    try {
      const buyer = await signUpAndIn(other);
      await buy(other, buyer, [SLUG]);
      const lesson = videos()[0]!;
      const redirect = await fetchFile(other, await videoAddress(other, buyer, lesson.id));
      expect(redirect.statusCode).toBe(302);
      await other.app.tasks.idle();
      const size = await t.db.query<{ byte_size: number }>(
        `SELECT v.byte_size::int AS byte_size FROM lessons l
         JOIN media_assets v ON v.id = l.video_asset_id WHERE l.id = $1`,
        [lesson.id],
      );
      expect(await servedBytes(buyer, lesson.id)).toBe(size.rows[0]!.byte_size);
    } finally {
      await other.close();
    }
  });
});

describe('a media address signed before a refund', () => {
  it('stops working once the access ends; previews stay open', async () => {
    const buyer = await signUpAndIn(t);
    const orderId = await buy(t, buyer, [SLUG]);
    const locked = videos().find((lesson) => !lesson.is_preview)!;
    const preview = videos().find((lesson) => lesson.is_preview)!;
    const lockedAddress = await videoAddress(t, buyer, locked.id);
    const previewAddress = await videoAddress(t, buyer, preview.id);
    expect((await fetchFile(t, lockedAddress, { range: 'bytes=0-9' })).statusCode).toBe(206);

    expect((await askRefund(t, buyer, orderId)).json<OrderMutationResponse>().message).toBe(
      REFUND_COMPLETED,
    );
    const refused = await fetchFile(t, lockedAddress, { range: 'bytes=10-19' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MEDIA_ACCESS_ENDED });
    expect((await fetchFile(t, previewAddress, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('stops working on every server process at once, not only the one that refunded', async () => {
    const other = await appOn(t.db, {}, { media, clock });
    try {
      const buyer = await signUpAndIn(t);
      const orderId = await buy(t, buyer, [SLUG]);
      const locked = videos().find((lesson) => !lesson.is_preview)!;
      const address = await videoAddress(t, buyer, locked.id);
      expect((await fetchFile(other, address, { range: 'bytes=0-9' })).statusCode).toBe(206);
      expect((await askRefund(t, buyer, orderId)).statusCode).toBe(200);
      const refused = await fetchFile(other, address, { range: 'bytes=0-9' });
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: MEDIA_ACCESS_ENDED }]);
    } finally {
      await other.close();
    }
  });
});
