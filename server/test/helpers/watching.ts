import type { LessonPlayback, SaveProgressResponse } from '@contract/types';
import type { TestContext } from './testApp';
import type { SignedIn } from './users';

/** The app's clock in a test: it moves only when told, so watching takes no real time. */
export interface TestClock {
  now(): number;
  advance(seconds: number): void;
}

export function testClock(startMs = Date.now()): TestClock {
  let now = startMs;
  return {
    now: () => now,
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

export const openLesson = (t: TestContext, who: SignedIn, lessonId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/learn/lessons/${lessonId}/playback`,
    headers: who.auth,
  });

export const saveProgress = (
  t: TestContext,
  who: SignedIn,
  lessonId: string,
  payload: { positionSeconds: number; completed?: boolean },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/learn/lessons/${lessonId}/progress`,
    headers: who.auth,
    payload,
  });

/** The player saves the position this often while a video plays. */
const SAVE_EVERY_SECONDS = 10;

/**
 * A real learner: opens the lesson and plays its video through at `rate` (saving every ten
 * seconds as the player does, and at the end), or reads its article at `rate` times its reading
 * time and marks it complete. Answers the last save.
 */
export async function watchThrough(
  t: TestContext,
  clock: TestClock,
  who: SignedIn,
  lessonId: string,
  rate = 1,
): Promise<SaveProgressResponse> {
  const opened = await openLesson(t, who, lessonId);
  if (opened.statusCode !== 200) throw new Error(`playback: ${opened.statusCode} ${opened.body}`);
  const { lesson } = opened.json<LessonPlayback>();
  let saved;
  if (lesson.kind === 'article') {
    clock.advance(lesson.durationSeconds / rate);
    saved = await saveProgress(t, who, lessonId, {
      positionSeconds: lesson.durationSeconds,
      completed: true,
    });
  } else {
    let position = 0;
    do {
      const step = Math.min(SAVE_EVERY_SECONDS, (lesson.durationSeconds - position) / rate);
      clock.advance(step);
      position = Math.min(lesson.durationSeconds, position + step * rate);
      const ended = position >= lesson.durationSeconds;
      saved = await saveProgress(t, who, lessonId, { positionSeconds: position, completed: ended });
    } while (position < lesson.durationSeconds);
  }
  if (saved.statusCode !== 200) throw new Error(`progress: ${saved.statusCode} ${saved.body}`);
  return saved.json<SaveProgressResponse>();
}

/** The course's lessons in the order the curriculum shows them. */
export async function lessonsOf(t: TestContext, courseId: string) {
  const result = await t.db.query<{
    id: string;
    kind: string;
    duration_seconds: number;
    is_preview: boolean;
  }>(
    `SELECT l.id, l.kind, l.duration_seconds, l.is_preview FROM lessons l
     JOIN course_sections s ON s.id = l.section_id
     WHERE l.course_id = $1 ORDER BY s.position, l.position`,
    [courseId],
  );
  return result.rows;
}
