// The sample lesson clips rendered by scripts/media/generateLessonMedia.ts into server/seed-media/.
// Lessons name a clip by id; its duration and files come from server/seed-media/manifest.json.
export const CLIP_IDS = [
  'ielts-task2-planning',
  'ielts-speaking-part2',
  'reading-aloud-pausing',
  'word-stress',
  'customer-call-opening',
  'email-first-lines',
  'meeting-phrases',
  'tell-me-about-yourself',
  'present-perfect-or-past',
  'sop-opening',
] as const;

export type ClipId = (typeof CLIP_IDS)[number];
