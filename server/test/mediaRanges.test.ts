import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_LINK_EXPIRED, RANGE_NOT_SATISFIABLE } from '@contract/messages/courses';
import type { LessonPlayback } from '@contract/types';
import { findLesson } from '../src/repositories/lessons';
import { mediaManifest, SEED_MEDIA_DIR } from '../src/seed/content/mediaManifest';
import { createLocalMediaStorage } from '../src/services/media/storage';
import { copySeedMedia } from './helpers/seedMedia';
import { buy, courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

const SLUG = 'ielts-academic-complete';
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-ranges-'));

let t: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let lessonId: string;
/** The lesson's video as it lies on the disk. */
let file: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { media: createLocalMediaStorage(mediaRoot) });
  await copySeedMedia(t, mediaRoot);
  owner = await signUpAndIn(t);
  stranger = await signUpAndIn(t);
  await buy(t, owner, [SLUG]);
  const course = await courseBySlug(t, SLUG);
  const lessons = await t.db.query<{ id: string }>(
    `SELECT id FROM lessons WHERE course_id = $1 AND kind = 'video' AND NOT is_preview
     ORDER BY position LIMIT 1`,
    [course.id],
  );
  lessonId = lessons.rows[0]!.id;
  const { video_key: key } = (await findLesson(t.db, lessonId))!;
  file = fs.readFileSync(path.join(mediaRoot, key!));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

async function videoAddress(who: SignedIn): Promise<string> {
  const playback = await t.app.inject({
    method: 'GET',
    url: `/api/learn/lessons/${lessonId}/playback`,
    headers: who.auth,
  });
  return playback.json<LessonPlayback>().media.video!;
}

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a lesson video by byte ranges', () => {
  it.each([
    ['bytes=0- (where a browser starts)', 'bytes=0-', 0, undefined],
    ['bytes=100000-100999 (a seek)', 'bytes=100000-100999', 100_000, 101_000],
    ['bytes=-500 (the last 500)', 'bytes=-500', -500, undefined],
  ])('answers %s with 206 and exactly those bytes', async (_, range, from, to) => {
    const response = await fetchFile(await videoAddress(owner), { range });
    const expected = file.subarray(from < 0 ? file.length + from : from, to);
    const first = from < 0 ? file.length + from : from;
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(
      `bytes ${first}-${first + expected.length - 1}/${file.length}`,
    );
    expect(Number(response.headers['content-length'])).toBe(expected.length);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it('answers a range past the end with 416 and the length of the file', async () => {
    const response = await fetchFile(await videoAddress(owner), {
      range: `bytes=${file.length}-`,
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(response.json()).toEqual({ message: RANGE_NOT_SATISFIABLE });
  });

  it("sends the file's own bytes, never compressed, whatever encodings the browser accepts", async () => {
    const address = await videoAddress(owner);
    const part = await fetchFile(address, { range: 'bytes=0-4095', 'accept-encoding': 'br, gzip' });
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(file.subarray(0, 4096))).toBe(true);
    const whole = await fetchFile(address, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(file)).toBe(true);
  });

  it("is no one's but its buyer's: the address is signed for them and cannot be made over", async () => {
    const locked = await t.app.inject({
      method: 'GET',
      url: `/api/learn/lessons/${lessonId}/playback`,
      headers: stranger.auth,
    });
    expect(locked.statusCode).toBe(403);

    const address = new URL(await videoAddress(owner), 'http://localhost');
    const madeOver = (name: string, value: string) => {
      const copy = new URL(address);
      copy.searchParams.set(name, value);
      return fetchFile(`${copy.pathname}${copy.search}`, { range: 'bytes=0-' });
    };
    for (const forged of [
      await madeOver('sub', stranger.user.id),
      await madeOver('sub', 'anon'),
      await madeOver('exp', String(Number(address.searchParams.get('exp')) + 3600)),
    ]) {
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ message: MEDIA_LINK_EXPIRED });
    }
    const unsigned = new URL(address);
    unsigned.searchParams.delete('sig');
    expect((await fetchFile(`${unsigned.pathname}${unsigned.search}`)).statusCode).toBe(400);
  });
});

/** The top-level boxes of an MP4, in file order. */
function topLevelBoxes(mp4: Buffer): string[] {
  const types: string[] = [];
  for (let at = 0; at + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(at);
    types.push(mp4.toString('latin1', at + 4, at + 8));
    at += size === 1 ? Number(mp4.readBigUInt64BE(at + 8)) : size || mp4.length;
  }
  return types;
}

describe('the seeded lesson videos', () => {
  it.each(mediaManifest.clips.map((clip) => [clip.video.file]))(
    '%s is fast start: its index (moov) comes before the media (mdat)',
    (name) => {
      const boxes = topLevelBoxes(fs.readFileSync(path.join(SEED_MEDIA_DIR, name)));
      expect(boxes).toContain('moov');
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    },
  );
});
