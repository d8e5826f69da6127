import type { CurriculumLesson, LearnCourse } from '@contract/types';
import { canOpen, lessonNeighbours, lessonToOpen } from './lessonChoice';

const lesson = (id: string, preview = false): CurriculumLesson => ({
  id,
  title: `Lesson ${id}`,
  kind: 'video',
  durationSeconds: 300,
  preview,
});

/** Two sections: a1 (preview), a2 | b1 (preview), b2, b3. */
function course(changes: Partial<LearnCourse> = {}): LearnCourse {
  return {
    courseId: 'c1',
    slug: 'ielts',
    title: 'IELTS',
    owned: false,
    sections: [
      { id: 's1', title: 'Start', lessons: [lesson('a1', true), lesson('a2')] },
      { id: 's2', title: 'More', lessons: [lesson('b1', true), lesson('b2'), lesson('b3')] },
    ],
    progress: [],
    certificateId: null,
    ...changes,
  };
}

const path = (id: string) => `/learn/ielts/${id}`;

describe('which lesson opens', () => {
  it('is the one the address names, even a locked one (the server says it is locked)', () => {
    expect(lessonToOpen(course(), 'b2')).toBe('b2');
  });

  it('is where an owner last was', () => {
    const owned = course({
      owned: true,
      progress: [
        { lessonId: 'b2', positionSeconds: 40, completed: false },
        { lessonId: 'a1', positionSeconds: 300, completed: true },
      ],
    });
    expect(lessonToOpen(owned)).toBe('b2');
  });

  it('is the first lesson for an owner who has not started, and the first preview for anyone else', () => {
    expect(lessonToOpen(course({ owned: true }))).toBe('a1');
    const firstLocked = course();
    firstLocked.sections[0]!.lessons[0]!.preview = false;
    expect(lessonToOpen(firstLocked)).toBe('b1');
  });

  it('is none when the learner may open no lesson', () => {
    const locked = course();
    for (const section of locked.sections) for (const item of section.lessons) item.preview = false;
    expect(lessonToOpen(locked)).toBeUndefined();
    expect(canOpen(locked, locked.sections[0]!.lessons[0]!)).toBe(false);
  });
});

describe('the previous and next lessons', () => {
  it('follow the course order across sections, for an owner', () => {
    expect(lessonNeighbours(course({ owned: true }), 'a2', path)).toEqual({
      previous: { title: 'Lesson a1', path: '/learn/ielts/a1' },
      next: { title: 'Lesson b1', path: '/learn/ielts/b1' },
    });
  });

  it('skip the lessons a visitor may not open', () => {
    expect(lessonNeighbours(course(), 'a1', path)).toEqual({
      previous: undefined,
      next: { title: 'Lesson b1', path: '/learn/ielts/b1' },
    });
    expect(lessonNeighbours(course(), 'b1', path).next).toBeUndefined();
  });

  it('are none at the ends of the course, and for a lesson the learner may not open', () => {
    expect(lessonNeighbours(course({ owned: true }), 'b3', path).next).toBeUndefined();
    expect(lessonNeighbours(course(), 'b2', path)).toEqual({
      previous: undefined,
      next: undefined,
    });
  });
});
