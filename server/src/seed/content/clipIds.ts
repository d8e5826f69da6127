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
  'ielts-listening-parts',
  'ielts-reading-question-types',
  'ielts-task1-overview',
  'ielts-task2-paragraphs',
  'ielts-speaking-parts-1-3',
  'ielts-practice-review',
  'ielts-task1-process-map',
  'ielts-reading-completion',
  'ielts-task2-language',
  'ielts-listening-forms-maps',
  'ielts-test-day',
] as const;

export type ClipId = (typeof CLIP_IDS)[number];
