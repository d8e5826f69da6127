import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_NOT_FOUND } from '@contract/messages/courses';
import type { LessonPlayback } from '@contract/types';
import { PROJECT_ROOT } from '../src/config';
import { createS3MediaStorage, type S3MediaOptions } from '../src/services/media/s3Storage';
import { startS3StandIn, type S3StandIn } from './helpers/s3StandIn';
import { buy, courseBySlug } from './helpers/shop';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn } from './helpers/users';

let bucket: S3StandIn;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  bucket = await startS3StandIn();
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await bucket.close();
});

const optionsFor = (standIn: S3StandIn): S3MediaOptions => ({
  bucket: standIn.bucket,
  region: standIn.region,
  endpoint: standIn.endpoint,
  forcePathStyle: true,
  ...standIn.credentials,
});

function storage(overrides: Partial<S3MediaOptions> = {}) {
  const created = createS3MediaStorage({ ...optionsFor(bucket), ...overrides });
  opened.push(created);
  return created;
}

async function urlOf(media: ReturnType<typeof storage>, key: string): Promise<string> {
  const stored = await media.locate(key);
  if (stored?.at !== 'remote') throw new Error(`Expected a remote object, got ${stored?.at}`);
  return stored.url;
}

describe('the S3 media storage', () => {
  const body = Buffer.from('0123456789'.repeat(100));
  let media: ReturnType<typeof storage>;
  beforeAll(() => {
    media = storage();
  });

  it('puts an object with its content type and finds it; a missing key is no object', async () => {
    await media.put('lessons/one.mp4', body, 'video/mp4');
    expect(media.kind).toBe('s3');
    expect(await media.exists('lessons/one.mp4')).toBe(true);
    expect(bucket.objects.get('lessons/one.mp4')).toMatchObject({ contentType: 'video/mp4' });
    expect(bucket.objects.get('lessons/one.mp4')?.body.equals(body)).toBe(true);

    expect(await media.exists('lessons/missing.mp4')).toBe(false);
    expect(await media.locate('lessons/missing.mp4')).toBeUndefined();
  });

  it('removes an object, and removing one that is gone is no error', async () => {
    await media.put('lessons/removed.mp4', body, 'video/mp4');
    await media.remove('lessons/removed.mp4');
    expect(bucket.objects.has('lessons/removed.mp4')).toBe(false);
    expect(await media.exists('lessons/removed.mp4')).toBe(false);
    await expect(media.remove('lessons/removed.mp4')).resolves.toBeUndefined();
  });

  it('gives a short-lived presigned address the bucket serves whole and by range', async () => {
    await media.put('lessons/two.mp4', body, 'video/mp4');
    const url = await urlOf(media, 'lessons/two.mp4');
    expect(url.startsWith(`${bucket.endpoint}/${bucket.bucket}/lessons/two.mp4?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${body.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);

    expect(await media.remoteOrigin!()).toBe(bucket.endpoint);
  });

  it('is refused by the bucket when its address is changed, expired, or signed with another key', async () => {
    await media.put('lessons/three.mp4', body, 'video/mp4');
    const url = await urlOf(media, 'lessons/two.mp4');
    const forged = (change: (address: URL) => void) => {
      const address = new URL(url);
      change(address);
      return fetch(address);
    };
    const otherFile = await forged((address) => {
      address.pathname = address.pathname.replace('two', 'three');
    });
    expect(otherFile.status).toBe(403);
    expect(await otherFile.text()).toContain('SignatureDoesNotMatch');
    const longer = await forged((address) => address.searchParams.set('X-Amz-Expires', '86400'));
    expect(longer.status).toBe(403);
    const badSignature = await forged((address) =>
      address.searchParams.set(
        'X-Amz-Signature',
        address.searchParams.get('X-Amz-Signature')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    );
    expect(badSignature.status).toBe(403);

    bucket.advance(301_000);
    try {
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      bucket.advance(-301_000);
    }
    expect((await fetch(url)).status).toBe(200);

    const wrongKey = storage({ secretAccessKey: 'not-the-secret' });
    await expect(wrongKey.put('lessons/four.mp4', body, 'video/mp4')).rejects.toThrow();
    // A refusal is an error, not a missing object that the seed would upload again.
    await expect(wrongKey.exists('lessons/one.mp4')).rejects.toThrow();
    expect(bucket.objects.has('lessons/four.mp4')).toBe(false);
  });

  it('keeps keys under a prefix, for as long as it is told, and refuses unsafe keys', async () => {
    const prefixed = storage({ prefix: '/academy/media/', urlSeconds: 60 });
    await prefixed.put('seed/clip.vtt', Buffer.from('WEBVTT'), 'text/vtt');
    expect(bucket.objects.has('academy/media/seed/clip.vtt')).toBe(true);
    expect(await media.exists('seed/clip.vtt')).toBe(false);
    const url = await urlOf(prefixed, 'seed/clip.vtt');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    expect(await (await fetch(url)).text()).toBe('WEBVTT');

    await expect(prefixed.exists('../secrets.json')).rejects.toThrow('Unsafe media storage key');
    await expect(prefixed.put('a//b', body, 'video/mp4')).rejects.toThrow('Unsafe');
  });
});

describe('lessons played from a bucket', () => {
  const SLUG = 'ielts-academic-complete';
  const standIns: S3StandIn[] = [];
  let t: TestContext;
  let media: ReturnType<typeof storage>;

  beforeAll(async () => {
    const own = await startS3StandIn('lessons');
    standIns.push(own);
    media = createS3MediaStorage(optionsFor(own));
    opened.push(media);
    t = await createTestApp({}, { media });
  });
  afterAll(async () => {
    await t.close();
    for (const standIn of standIns) await standIn.close();
  });

  it('uploads the sample media into the bucket when the app seeds', async () => {
    const seeded = [...standIns[0].objects.entries()];
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.every(([key]) => key.startsWith('seed/'))).toBe(true);
    expect(seeded.map(([, object]) => object.contentType)).toEqual(
      expect.arrayContaining(['video/mp4', 'text/vtt', 'image/png']),
    );
  });

  it('redirects a signed media address to the bucket, which serves the video and its ranges', async () => {
    const owner = await signUpAndIn(t);
    await buy(t, owner, [SLUG]);
    const course = await courseBySlug(t, SLUG);
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM lessons WHERE course_id = $1 AND kind = 'video' AND NOT is_preview ORDER BY position LIMIT 1`,
      [course.id],
    );
    const playback = await t.app.inject({
      method: 'GET',
      url: `/api/learn/lessons/${rows[0].id}/playback`,
      headers: owner.auth,
    });
    const { media: files } = playback.json<LessonPlayback>();

    const redirect = await t.app.inject({ method: 'GET', url: files.video! });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${standIns[0].endpoint}/lessons/seed/`)).toBe(true);
    expect(redirect.headers['content-security-policy']).toContain(
      `media-src 'self' ${standIns[0].endpoint}`,
    );

    const video = await fetch(location);
    expect(video.status).toBe(200);
    const bytes = Buffer.from(await video.arrayBuffer());
    const key = new URL(location).pathname.replace('/lessons/', '');
    const file = path.join(PROJECT_ROOT, 'server', 'seed-media', path.basename(key));
    expect(bytes.equals(fs.readFileSync(file))).toBe(true);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const start = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(start.status).toBe(206);
    expect((await start.arrayBuffer()).byteLength).toBe(100);

    const captions = await t.app.inject({ method: 'GET', url: files.captions! });
    expect(captions.statusCode).toBe(302);
    expect(await (await fetch(String(captions.headers.location))).text()).toMatch(/^WEBVTT/);

    // Our own check stays in front: a changed address never reaches the bucket.
    const tampered = await t.app.inject({
      method: 'GET',
      url: files.video!.replace('/video?', '/poster?'),
    });
    expect(tampered.statusCode).toBe(403);

    standIns[0].objects.delete(key);
    const gone = await t.app.inject({ method: 'GET', url: files.video! });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: MEDIA_NOT_FOUND });
  });

  it('opens the bucket MEDIA_STORAGE=s3 names, and seeds only what it lacks', async () => {
    const standIn = standIns[0];
    const before = standIn.requests.filter((request) => request.method === 'PUT').length;
    const second = await appOn(t.db, { s3: optionsFor(standIn) });
    try {
      expect(second.app.media.kind).toBe('s3');
      const puts = standIn.requests.filter((request) => request.method === 'PUT');
      // Only the video removed by the test before was missing.
      expect(puts.length - before).toBe(1);
    } finally {
      await second.close();
    }
  });
});
