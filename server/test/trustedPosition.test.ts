import {
  isCompleted,
  trustedPosition,
  type LessonWatchFact,
} from '../src/services/watching/trustedPosition';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const opened = (
  lessonId: string,
  seconds: number,
  trustedSeconds = 0,
  kind: 'video' | 'article' = 'video',
): LessonWatchFact => ({ lessonId, kind, startedAtMs: at(seconds), trustedSeconds });

const report = (
  over: Partial<Parameters<typeof trustedPosition>[0]> & { watched: LessonWatchFact[] },
) =>
  trustedPosition({
    lessonId: 'a',
    kind: 'video',
    durationSeconds: 600,
    reportedSeconds: 600,
    nowMs: at(0),
    ...over,
  });

describe('the position the server trusts', () => {
  it('is never ahead of twice the real time since the video was opened, plus 15 s', () => {
    expect(report({ watched: [opened('a', 0)] })).toBe(15);
    expect(report({ watched: [opened('a', 0)], nowMs: at(100) })).toBe(215);
    expect(report({ watched: [opened('a', 0)], nowMs: at(100), reportedSeconds: 120 })).toBe(120);
    expect(report({ watched: [opened('a', 0)], nowMs: at(1000) })).toBe(600);
  });

  it('lets an article be read at four times its reading time', () => {
    const article = { kind: 'article' as const, durationSeconds: 180 };
    expect(report({ ...article, watched: [opened('a', 0, 0, 'article')], nowMs: at(20) })).toBe(95);
    expect(report({ ...article, watched: [opened('a', 0, 0, 'article')], nowMs: at(40) })).toBe(
      175,
    );
  });

  it('spends real time once across the course: lessons opened together share it', () => {
    const watched = [opened('a', 0), opened('b', 0, 400)];
    // 300 s since both were opened: b's 400 trusted seconds used 200 of them at 2x.
    expect(report({ watched, nowMs: at(300) })).toBe(230);
  });

  it('never falls below what it trusted before, and counts from now for a lesson never opened', () => {
    expect(report({ watched: [opened('a', 0, 500)], reportedSeconds: 3, nowMs: at(1) })).toBe(500);
    expect(report({ watched: [], nowMs: at(50) })).toBe(15);
  });

  it('completes a lesson at 90 % of its length', () => {
    expect(isCompleted(539, 600)).toBe(false);
    expect(isCompleted(540, 600)).toBe(true);
    expect(isCompleted(0, 0)).toBe(true);
  });
});
