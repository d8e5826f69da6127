// The seeded course content: the lessons, instructors and shared FAQ behind the course pages and
// the learning area. Video lessons play the sample clips listed in server/seed-media/manifest.json.
export { CLIP_IDS, type ClipId } from './clipIds';
export { courseContent } from './courses';
export { courseFaq } from './faq';
export { INSTRUCTOR_SLUGS, instructors, type InstructorSlug } from './instructors';
export { clipMedia, mediaManifest, SEED_MEDIA_DIR } from './mediaManifest';
export type { ClipMedia, MediaFile, MediaManifest } from './mediaManifest';
export type {
  ArticleLesson,
  CourseContent,
  FaqEntry,
  Instructor,
  Lesson,
  Section,
  VideoLesson,
} from './types';
