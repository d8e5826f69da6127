import { MONTHS } from '@contract/longDate';
import type { CourseDetail } from '@contract/types';

/** A course's length: '45 min', '2 h', '3 h 20 min'. */
export function formatTotalDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A lesson's length as a player shows it: '4:05', '1:02:30'. */
export function formatLessonDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 'October 2026' from an ISO date-time (the month the course last changed, in UTC). */
export function formatUpdated(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime())
    ? ''
    : `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'intermediate' → 'Intermediate'; 'all levels' → 'All levels'. */
export const levelLabel = (level: CourseDetail['level']): string =>
  level.charAt(0).toUpperCase() + level.slice(1);

/** The facts under a course's title, in reading order. */
export function courseFacts(course: CourseDetail): { label: string; value: string }[] {
  return [
    { label: 'Level', value: levelLabel(course.level) },
    { label: 'Language', value: course.language },
    { label: 'Lessons', value: String(course.lessonCount) },
    { label: 'Total length', value: formatTotalDuration(course.totalDurationSeconds) },
    { label: 'Last updated', value: formatUpdated(course.updatedAt) },
  ];
}

/** The first lesson anyone may watch for free, where the course's previews start. */
export const firstPreviewLesson = (course: CourseDetail) =>
  course.sections.flatMap((section) => section.lessons).find((lesson) => lesson.preview);
