import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND } from '@contract/messages/courses';
import type { CourseDetailResponse, LearnCourseResponse, LessonPlayback } from '@contract/types';
import { setRole } from '../src/services/accounts/roles';
import { createLocalMediaStorage } from '../src/services/media/storage';
import { copySeedMedia } from './helpers/seedMedia';
import { courseBySlug } from './helpers/shop';
import { adminCall, signInAs } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/testApp';
import type { SignedIn } from './helpers/users';

// "View as a learner": staff open a course that is not on sale as a learner would see it; for
// everyone else it does not exist.

const SLUG = 'ielts-academic-complete';
const mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-media-'));
let t: TestContext;
let staff: SignedIn;
let learner: SignedIn;
let courseId: string;
let lockedId: string;

beforeAll(async () => {
  t = await createTestApp({}, { media: createLocalMediaStorage(mediaRoot) });
  await copySeedMedia(t, mediaRoot);
  staff = await signInAs(t, 'staff');
  learner = await signInAs(t, 'learner');
  courseId = (await courseBySlug(t, SLUG)).id;
  const lessons = await t.db.query<{ id: string }>(
    `SELECT id FROM lessons WHERE course_id = $1 AND NOT is_preview AND kind = 'video'
     ORDER BY position LIMIT 1`,
    [courseId],
  );
  lockedId = lessons.rows[0]!.id;
  expect((await adminCall(t, staff).post(`/courses/${courseId}/unpublish`)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaRoot, { recursive: true, force: true });
});

const get = (url: string, who?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

describe('a draft course', () => {
  it('shows staff its page, marked a draft preview and never cached; a learner or visitor gets 404', async () => {
    for (const who of [undefined, learner]) {
      const response = await get(`/api/courses/${SLUG}`, who);
      expect([response.statusCode, response.json()]).toEqual([404, { message: COURSE_NOT_FOUND }]);
    }
    const response = await get(`/api/courses/${SLUG}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { course } = response.json<CourseDetailResponse>();
    expect(course).toMatchObject({ slug: SLUG, draftPreview: true });
    expect(course.lessonCount).toBeGreaterThan(0);
  });

  it('opens every lesson of its learning area to staff, recording nothing; a learner gets 404', async () => {
    const refused = await get(`/api/learn/${SLUG}`, learner);
    expect([refused.statusCode, refused.json()]).toEqual([404, { message: COURSE_NOT_FOUND }]);
    expect((await get(`/api/learn/lessons/${lockedId}/playback`, learner)).statusCode).toBe(404);

    const area = await get(`/api/learn/${SLUG}`, staff);
    expect(area.json<LearnCourseResponse>().course).toMatchObject({
      owned: false,
      draftPreview: true,
      progress: [],
      certificateId: null,
    });
    const playback = await get(`/api/learn/lessons/${lockedId}/playback`, staff);
    expect(playback.statusCode).toBe(200);
    const { media } = playback.json<LessonPlayback>();
    const video = await get(media.video!);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const watched = await t.db.query('SELECT 1 FROM lesson_watch WHERE user_id = $1', [
      staff.user.id,
    ]);
    expect(watched.rows).toEqual([]);

    // The address signed for staff stops working once they are staff no longer.
    await setRole(t.db, staff.user.email, 'learner');
    expect((await get(media.video!)).statusCode).toBe(403);
    const page = await get(`/api/courses/${SLUG}`, staff);
    expect(page.statusCode).toBe(404);
    await setRole(t.db, staff.user.email, 'staff');
  });

  it('once published, is the public page again, without the draft mark', async () => {
    expect((await adminCall(t, staff).post(`/courses/${courseId}/publish`)).statusCode).toBe(200);
    const response = await get(`/api/courses/${SLUG}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseDetailResponse>().course.draftPreview).toBeUndefined();
    expect((await get(`/api/learn/lessons/${lockedId}/playback`, learner)).json()).not.toEqual({
      message: LESSON_NOT_FOUND,
    });
  });
});
