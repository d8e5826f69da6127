/**
 * How far into a lesson the server believes a learner got. The browser reports positions; the
 * server accepts one only as far as real time allows since the learner first opened the lesson
 * (and since they first opened any lesson of the course, so lessons cannot be "watched" side by
 * side), at the fastest speed a learner can use. A position beyond that is clamped, not trusted.
 */

/** The fastest a video plays in the player (its speed menu stops at 2×). */
export const VIDEO_MAX_RATE = 2;

/**
 * An article's length is its reading time at 150 words a minute (the seed's estimate for learners
 * reading in a second language); no one reads it properly faster than four times that (600).
 */
export const ARTICLE_MAX_RATE = 4;

/** What real time may be ahead of: saves that arrive late, rounding, clocks of other processes. */
export const SLACK_SECONDS = 15;

/** A lesson whose trusted position reaches this share of its length counts as completed. */
export const COMPLETED_SHARE = 0.9;

export type LessonKind = 'video' | 'article';

export const maxRateOf = (kind: LessonKind): number =>
  kind === 'video' ? VIDEO_MAX_RATE : ARTICLE_MAX_RATE;

/** What the server already knows of the learner's watching in one lesson of the course. */
export interface LessonWatchFact {
  lessonId: string;
  kind: LessonKind;
  startedAtMs: number;
  trustedSeconds: number;
}

export interface PositionReport {
  lessonId: string;
  kind: LessonKind;
  durationSeconds: number;
  /** The position the browser reported, in seconds. */
  reportedSeconds: number;
  nowMs: number;
  /** Every lesson of the course the learner has opened, this one included. */
  watched: LessonWatchFact[];
}

const secondsBetween = (fromMs: number, toMs: number): number =>
  Math.max(0, (toMs - fromMs) / 1000);

/**
 * The position the server trusts: the report, clamped to the lesson's length, to how far the
 * lesson could have played since it was first opened, and to the real time left once the other
 * lessons' trusted seconds are paid for (each at its own fastest speed). Never below what was
 * trusted before.
 */
export function trustedPosition(report: PositionReport): number {
  const rate = maxRateOf(report.kind);
  const here = report.watched.find((fact) => fact.lessonId === report.lessonId);
  const before = here?.trustedSeconds ?? 0;
  const startedAtMs = here?.startedAtMs ?? report.nowMs;
  const courseStartedAtMs = Math.min(
    startedAtMs,
    ...report.watched.map((fact) => fact.startedAtMs),
  );
  const spentElsewhere = report.watched
    .filter((fact) => fact.lessonId !== report.lessonId)
    .reduce((sum, fact) => sum + fact.trustedSeconds / maxRateOf(fact.kind), 0);
  const sinceLesson = secondsBetween(startedAtMs, report.nowMs) * rate + SLACK_SECONDS;
  const courseTimeLeft =
    (secondsBetween(courseStartedAtMs, report.nowMs) + SLACK_SECONDS - spentElsewhere) * rate;
  const trusted = Math.floor(
    Math.min(
      Math.max(0, report.reportedSeconds),
      report.durationSeconds,
      sinceLesson,
      Math.max(0, courseTimeLeft),
    ),
  );
  return Math.max(before, trusted);
}

/** Completed: the trusted position reached COMPLETED_SHARE of the lesson's length. */
export const isCompleted = (trustedSeconds: number, durationSeconds: number): boolean =>
  trustedSeconds >= durationSeconds * COMPLETED_SHARE;
