import type { LearnCourse } from '@contract/types';
import { everyLessonDone, reportCompleted, reportPosition, savedProgress } from './lessonProgress';

const course = (changes: Partial<LearnCourse>): LearnCourse => ({
  courseId: 'c1',
  slug: 'ielts',
  title: 'IELTS',
  owned: true,
  sections: [],
  progress: [{ lessonId: 'a2', positionSeconds: 75, completed: false }],
  certificateId: null,
  ...changes,
});

describe('a lesson’s saved progress', () => {
  it('is where the owner stopped, or the start of a lesson not yet watched', () => {
    expect(savedProgress(course({}), 'a2')).toEqual({ startAt: 75, completed: false });
    expect(savedProgress(course({}), 'a1')).toEqual({ startAt: 0, completed: false });
  });

  it('is none for a learner who does not own the course (nothing is saved for them)', () => {
    expect(savedProgress(course({ owned: false }), 'a2')).toBeUndefined();
  });
});

describe('a progress report', () => {
  it('says where the learner is, and whether the lesson is done', () => {
    expect(reportPosition(75.5)).toEqual({ positionSeconds: 75.5, completed: false });
    expect(reportCompleted(300)).toEqual({ positionSeconds: 300, completed: true });
  });
});

describe('every lesson done', () => {
  const sections = [
    {
      id: 's1',
      title: 'One',
      lessons: ['a1', 'a2'].map((id) => ({
        id,
        title: id,
        kind: 'video' as const,
        durationSeconds: 60,
        preview: false,
      })),
    },
  ];
  const done = (ids: string[]) =>
    ids.map((lessonId) => ({ lessonId, positionSeconds: 60, completed: true }));

  it('holds while each lesson is completed, and not once one is marked not done again', () => {
    expect(everyLessonDone(course({ sections, progress: done(['a1', 'a2']) }))).toBe(true);
    const reopened = [...done(['a1']), { lessonId: 'a2', positionSeconds: 60, completed: false }];
    expect(everyLessonDone(course({ sections, progress: reopened, certificateId: 'x' }))).toBe(
      false,
    );
    expect(everyLessonDone(course({ sections: [], progress: [] }))).toBe(false);
  });
});
