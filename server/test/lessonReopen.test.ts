import { LESSON_REOPENED, PROGRESS_OWNERS_ONLY } from '@contract/messages/courses';
import type {
  LearnCourseResponse,
  PurchasedCoursesResponse,
  ReopenLessonResponse,
  SaveProgressResponse,
} from '@contract/types';
import { buy, courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';
import { lessonsOf, saveProgress, testClock, watchThrough } from './helpers/watching';

// A learner marks a completed lesson as not done: completion stays the server's decision, so the
// mark is stored and respected until they finish the lesson again.

const SLUG = 'ielts-academic-complete';
const clock = testClock();
let t: TestContext;
let lessons: { id: string; kind: string; duration_seconds: number }[];
let video: { id: string; duration_seconds: number };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  lessons = await lessonsOf(t, (await courseBySlug(t, SLUG)).id);
  video = lessons.find((lesson) => lesson.kind === 'video')!;
});
afterAll(() => t.close());

const reopen = (who: SignedIn | undefined, lessonId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/learn/lessons/${lessonId}/completion`,
    headers: who?.auth ?? {},
  });
const area = async (who: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/learn/${SLUG}`, headers: who.auth })
  ).json<LearnCourseResponse>().course;
const dashboard = async (who: SignedIn) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/orders/purchased-course',
      headers: who.auth,
    })
  ).json<PurchasedCoursesResponse>().courses[0]!;
const doneIn = async (who: SignedIn) =>
  (await area(who)).progress.filter((entry) => entry.completed).map((entry) => entry.lessonId);

async function learnerWithCourse(): Promise<SignedIn> {
  const learner = await signUpAndIn(t);
  await buy(t, learner, [SLUG]);
  return learner;
}

describe('marking a completed lesson as not done', () => {
  it('counts it as not done in the course and on the dashboard, however far the positions saved since go', async () => {
    const learner = await learnerWithCourse();
    expect((await watchThrough(t, clock, learner, video.id, 1)).progress.completed).toBe(true);
    expect((await dashboard(learner)).completedLessons).toBe(1);

    const answer = await reopen(learner, video.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ReopenLessonResponse>()).toEqual({
      progress: { lessonId: video.id, positionSeconds: video.duration_seconds, completed: false },
      message: LESSON_REOPENED,
    });
    expect(await doneIn(learner)).toEqual([]);
    expect((await dashboard(learner)).completedLessons).toBe(0);

    // Watching it again: positions up to its very end do not complete it by themselves…
    clock.advance(5);
    const near = await saveProgress(t, learner, video.id, {
      positionSeconds: video.duration_seconds,
    });
    expect(near.json<SaveProgressResponse>().progress.completed).toBe(false);
    expect(await doneIn(learner)).toEqual([]);

    // …finishing it does (the video ended, or "Mark as complete"), and the mark is gone.
    const finished = await saveProgress(t, learner, video.id, {
      positionSeconds: video.duration_seconds,
      completed: true,
    });
    expect(finished.json<SaveProgressResponse>().progress.completed).toBe(true);
    expect((await dashboard(learner)).completedLessons).toBe(1);
    const stored = await t.db.query<{ reopened_at: Date | null }>(
      'SELECT reopened_at FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2',
      [learner.user.id, video.id],
    );
    expect(stored.rows).toEqual([{ reopened_at: null }]);
    // Saving a position afterwards keeps it completed, as before any mark.
    await saveProgress(t, learner, video.id, { positionSeconds: 2 });
    expect(await doneIn(learner)).toEqual([video.id]);
  });

  it('keeps a certificate already issued, and issues no second one when the lesson is finished again', async () => {
    const learner = await learnerWithCourse();
    let last: SaveProgressResponse | undefined;
    for (const lesson of lessons) last = await watchThrough(t, clock, learner, lesson.id, 2);
    const certificateId = last!.certificateId!;
    expect(certificateId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await reopen(learner, video.id)).statusCode).toBe(200);
    const course = await dashboard(learner);
    expect([course.completedLessons, course.lessonCount]).toEqual([
      lessons.length - 1,
      lessons.length,
    ]);
    expect(course.certificateId).toBe(certificateId);

    const again = await saveProgress(t, learner, video.id, {
      positionSeconds: video.duration_seconds,
      completed: true,
    });
    expect(again.json<SaveProgressResponse>()).toMatchObject({
      progress: { completed: true },
      certificateId,
    });
    const certificates = await t.db.query('SELECT id FROM certificates WHERE user_id = $1', [
      learner.user.id,
    ]);
    expect(certificates.rows).toEqual([{ id: certificateId }]);
  });

  it('changes nothing for a lesson not completed, and only for the course’s owner', async () => {
    const learner = await learnerWithCourse();
    const untouched = await reopen(learner, video.id);
    expect(untouched.json<ReopenLessonResponse>().progress).toEqual({
      lessonId: video.id,
      positionSeconds: 0,
      completed: false,
    });
    const stored = await t.db.query('SELECT 1 FROM lesson_progress WHERE user_id = $1', [
      learner.user.id,
    ]);
    expect(stored.rowCount).toBe(0);
    // A save afterwards completes as usual: there was nothing to reopen.
    expect((await watchThrough(t, clock, learner, video.id, 1)).progress.completed).toBe(true);

    const stranger = await signUpAndIn(t);
    const refused = await reopen(stranger, video.id);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: PROGRESS_OWNERS_ONLY }]);
    expect((await reopen(undefined, video.id)).statusCode).toBe(401);
  });
});
