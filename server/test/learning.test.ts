import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import { PROGRESS_OWNERS_ONLY } from '@contract/messages/courses';
import {
  LESSON_LOCKED,
  MEDIA_LINK_EXPIRED,
  RANGE_NOT_SATISFIABLE,
} from '@contract/messages/courses';
import type { LearnCourseResponse, LessonPlayback, SaveProgressResponse } from '@contract/types';
import { createLocalMediaStorage } from '../src/services/media/storage';
import { MEDIA_URL_SECONDS } from '../src/services/learning/learning';
import { copySeedMedia } from './helpers/seedMedia';
import { buy, courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

const SLUG = 'ielts-academic-complete';
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-media-'));
let now = Date.parse('2026-11-20T10:00:00Z');
const clock = { now: () => now };

let t: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let previewId: string;
let lockedId: string;

beforeAll(async () => {
  t = await createTestApp({}, { media: createLocalMediaStorage(mediaRoot), clock });
  await copySeedMedia(t, mediaRoot);
  owner = await signUpAndIn(t);
  stranger = await signUpAndIn(t);
  await buy(t, owner, [SLUG]);
  const course = await courseBySlug(t, SLUG);
  const lessons = await t.db.query<{ id: string; is_preview: boolean; kind: string }>(
    `SELECT id, is_preview, kind FROM lessons WHERE course_id = $1 ORDER BY position`,
    [course.id],
  );
  previewId = lessons.rows.find((lesson) => lesson.is_preview)!.id;
  lockedId = lessons.rows.find((lesson) => !lesson.is_preview && lesson.kind === 'video')!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

const playback = (lessonId: string, who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/learn/lessons/${lessonId}/playback`,
    headers: who?.auth ?? {},
  });
const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the learning area', () => {
  it('shows everyone the curriculum, and tells an owner the course is theirs', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/learn/${SLUG}` });
    expect(visitor.statusCode).toBe(200);
    const { course } = visitor.json<LearnCourseResponse>();
    expect(course.owned).toBe(false);
    expect(course.sections.flatMap((section) => section.lessons).length).toBeGreaterThanOrEqual(5);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/learn/${SLUG}`,
      headers: owner.auth,
    });
    expect(mine.json<LearnCourseResponse>().course.owned).toBe(true);
  });

  it('opens a preview to anyone, and a locked lesson to no one but its buyer', async () => {
    expect((await playback(previewId)).statusCode).toBe(200);

    const visitor = await playback(lockedId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: SIGN_IN_REQUIRED });

    const notBought = await playback(lockedId, stranger);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json()).toMatchObject({ message: LESSON_LOCKED });

    const bought = await playback(lockedId, owner);
    expect(bought.statusCode).toBe(200);
    const { media, lesson } = bought.json<LessonPlayback>();
    expect(lesson.id).toBe(lockedId);
    expect(media.video).toMatch(new RegExp(`^/api/media/lessons/${lockedId}/video\\?`));
    expect(media.captions).toMatch(/\/captions\?/);
    expect(bought.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the video by byte ranges, so it starts and seeks without a whole download', async () => {
    const { media } = (await playback(lockedId, owner)).json<LessonPlayback>();
    const whole = await fetchFile(media.video!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const size = Number(whole.headers['content-length']);
    const etag = String(whole.headers.etag);
    expect(size).toBeGreaterThan(1000);

    const first = await fetchFile(media.video!, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.length).toBe(100);

    const resumed = await fetchFile(media.video!, { range: 'bytes=100-199', 'if-range': etag });
    expect(resumed.statusCode).toBe(206);

    const outside = await fetchFile(media.video!, { range: `bytes=${size + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.json()).toEqual({ message: RANGE_NOT_SATISFIABLE });

    const captions = await fetchFile(
      (await playback(lockedId, owner)).json<LessonPlayback>().media.captions!,
    );
    expect(captions.statusCode).toBe(200);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('refuses an address used for another lesson or file, or after it expired (403, with a way back)', async () => {
    const { media } = (await playback(lockedId, owner)).json<LessonPlayback>();
    const otherLesson = media.video!.replace(lockedId, previewId);
    expect((await fetchFile(otherLesson)).statusCode).toBe(403);
    const otherFile = media.video!.replace('/video?', '/poster?');
    expect((await fetchFile(otherFile)).statusCode).toBe(403);

    now += (MEDIA_URL_SECONDS + 1) * 1000;
    try {
      const expired = await fetchFile(media.video!);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ message: MEDIA_LINK_EXPIRED });
      // A fresh address from the same call works again, as the player asks for one.
      const fresh = (await playback(lockedId, owner)).json<LessonPlayback>();
      expect((await fetchFile(fresh.media.video!, { range: 'bytes=0-9' })).statusCode).toBe(206);
    } finally {
      now -= (MEDIA_URL_SECONDS + 1) * 1000;
    }
  });

  it('closes the course again after a refund', async () => {
    const refunded = await signUpAndIn(t);
    await buy(t, refunded, [SLUG]);
    expect((await playback(lockedId, refunded)).statusCode).toBe(200);
    await t.db.query('UPDATE purchases SET revoked_at = now() WHERE user_id = $1', [
      refunded.user.id,
    ]);
    expect((await playback(lockedId, refunded)).statusCode).toBe(403);
  });

  const save = (lessonId: string, who: SignedIn, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/learn/lessons/${lessonId}/progress`,
      headers: who.auth,
      payload,
    });

  it('keeps where an owner is, clamped to the lesson, completes it once played near the end, and resumes there', async () => {
    const { rows } = await t.db.query<{ duration_seconds: number }>(
      'SELECT duration_seconds FROM lessons WHERE id = $1',
      [lockedId],
    );
    const length = rows[0]!.duration_seconds;
    const learner = await signUpAndIn(t);
    await buy(t, learner, [SLUG]);
    expect((await playback(lockedId, learner)).statusCode).toBe(200);

    const early = await save(lockedId, learner, { positionSeconds: 12.4 });
    expect(early.statusCode).toBe(200);
    expect(early.json<SaveProgressResponse>().progress).toEqual({
      lessonId: lockedId,
      positionSeconds: 12,
      completed: false,
    });

    // Straight to the end: where to resume, but not completed, since it could not have played yet.
    const beyond = await save(lockedId, learner, { positionSeconds: length + 500 });
    expect(beyond.json<SaveProgressResponse>().progress).toMatchObject({
      positionSeconds: length,
      completed: false,
    });
    // Played to the end at twice the speed: completed.
    now += (length / 2) * 1000;
    const ended = await save(lockedId, learner, { positionSeconds: length, completed: true });
    expect(ended.json<SaveProgressResponse>().progress).toMatchObject({
      positionSeconds: length,
      completed: true,
    });
    // Watching again from the start moves the position but keeps the lesson completed.
    await save(lockedId, learner, { positionSeconds: 3 });

    const area = await t.app.inject({
      method: 'GET',
      url: `/api/learn/${SLUG}`,
      headers: learner.auth,
    });
    expect(area.json<LearnCourseResponse>().course.progress[0]).toEqual({
      lessonId: lockedId,
      positionSeconds: 3,
      completed: true,
    });
    const row = await t.db.query<{ watched_seconds: number }>(
      'SELECT watched_seconds FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2',
      [learner.user.id, lockedId],
    );
    expect(row.rows[0]!.watched_seconds).toBe(length);
  });

  it('saves nothing for someone who has not bought the course, and needs a session', async () => {
    const refused = await save(previewId, stranger, { positionSeconds: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PROGRESS_OWNERS_ONLY });
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/learn/lessons/${previewId}/progress`,
      payload: { positionSeconds: 5 },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await save(lockedId, owner, { positionSeconds: -1 })).statusCode).toBe(400);
    const stored = await t.db.query('SELECT 1 FROM lesson_progress WHERE user_id = $1', [
      stranger.user.id,
    ]);
    expect(stored.rowCount).toBe(0);
  });
});
