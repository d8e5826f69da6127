import { LESSON_LOCKED, PROGRESS_OWNERS_ONLY } from '@contract/messages/courses';
import { db } from '@/testing/mocks/db';
import { courseId } from '@/testing/mocks/fixtures';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore, createTestStore } from '@/testing/storeTestUtils';
import { learnApi } from './learnApi';

const lessonOf = (section: number, index: number, course = 2) =>
  `d${section}${index}00000-0000-4000-8000-${String(course).padStart(12, '0')}`;

function ownerOfCourse2() {
  const signedIn = createSignedInStore();
  db.purchases.set(signedIn.user.id, [courseId(2)]);
  return signedIn;
}

describe('learning endpoints', () => {
  it('getLearnCourse: the curriculum with owned and progress for the course’s owner', async () => {
    const { store, user } = ownerOfCourse2();
    db.progress.set(user.id, [{ lessonId: lessonOf(1, 2), positionSeconds: 50, completed: false }]);

    const { data } = await store.dispatch(learnApi.endpoints.getLearnCourse.initiate('course-2'));

    expect(data?.course).toMatchObject({ courseId: courseId(2), owned: true });
    expect(data?.course.progress).toEqual([
      { lessonId: lessonOf(1, 2), positionSeconds: 50, completed: false },
    ]);
  });

  it('getLearnCourse: a visitor sees the curriculum, not owned, with no progress', async () => {
    const { store } = createTestStore();
    const { data } = await store.dispatch(learnApi.endpoints.getLearnCourse.initiate('course-2'));
    expect(data?.course.owned).toBe(false);
    expect(data?.course.sections).toHaveLength(2);
    expect(data?.course.progress).toEqual([]);
  });

  it('getLessonPlayback: signed addresses for a preview, the locked message for a locked lesson', async () => {
    const { store } = createSignedInStore();
    const preview = await store.dispatch(
      learnApi.endpoints.getLessonPlayback.initiate(lessonOf(1, 1)),
    );
    expect(preview.data?.media.video).toMatch(`/api/media/lessons/${lessonOf(1, 1)}/video?`);

    const locked = await store.dispatch(
      learnApi.endpoints.getLessonPlayback.initiate(lessonOf(2, 1)),
    );
    expect(locked.error).toMatchObject({ status: 403, data: { message: LESSON_LOCKED } });
  });

  it('saveProgress: PUT with the position, written into the cached course most recent first', async () => {
    const log = recordRequests();
    const { store } = ownerOfCourse2();
    await store.dispatch(learnApi.endpoints.getLearnCourse.initiate('course-2'));

    await store.dispatch(
      learnApi.endpoints.saveProgress.initiate({
        lessonId: lessonOf(1, 1),
        courseKey: 'course-2',
        positionSeconds: 42.4,
        completed: false,
      }),
    );
    await store.dispatch(
      learnApi.endpoints.saveProgress.initiate({
        lessonId: lessonOf(1, 2),
        courseKey: 'course-2',
        positionSeconds: 420,
        completed: true,
      }),
    );

    const sent = requestsTo(log, 'PUT', `/api/learn/lessons/${lessonOf(1, 1)}/progress`);
    expect(await sent[0]!.json()).toEqual({ positionSeconds: 42.4, completed: false });
    const cached = learnApi.endpoints.getLearnCourse.select('course-2')(store.getState()).data;
    expect(cached?.course.progress).toEqual([
      { lessonId: lessonOf(1, 2), positionSeconds: 420, completed: true },
      { lessonId: lessonOf(1, 1), positionSeconds: 42, completed: false },
    ]);
    // Saving refetches nothing: the course was asked for once.
    expect(requestsTo(log, 'GET', '/api/learn/course-2')).toHaveLength(1);
  });

  it('saveProgress: refused for a course the learner does not own, the cache unchanged', async () => {
    const { store } = createSignedInStore();
    await store.dispatch(learnApi.endpoints.getLearnCourse.initiate('course-2'));
    const result = await store.dispatch(
      learnApi.endpoints.saveProgress.initiate({
        lessonId: lessonOf(1, 1),
        courseKey: 'course-2',
        positionSeconds: 10,
      }),
    );
    expect(result.error).toMatchObject({ status: 403, data: { message: PROGRESS_OWNERS_ONLY } });
    const cached = learnApi.endpoints.getLearnCourse.select('course-2')(store.getState()).data;
    expect(cached?.course.progress).toEqual([]);
  });
});
