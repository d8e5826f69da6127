// The shape of the seeded course content: what a course page and the learning area show.
import type { ClipId } from './clipIds';
import type { Category, Language, Level } from '@contract/taxonomy';
import type { InstructorSlug } from './instructors';

export interface VideoLesson {
  kind: 'video';
  title: string;
  /** Free to watch without buying the course. */
  preview: boolean;
  /** The sample clip it plays; its length and files are in the media manifest. */
  clip: ClipId;
}

export interface ArticleLesson {
  kind: 'article';
  title: string;
  preview: false;
  /** Simple HTML: p, h3, ul, ol, li, strong and em only, without attributes. */
  body: string;
  readingSeconds: number;
}

export type Lesson = VideoLesson | ArticleLesson;

export interface Section {
  title: string;
  lessons: Lesson[];
}

export interface CourseContent {
  subtitle: string;
  level: Level;
  language: Language;
  category: Category;
  instructor: InstructorSlug;
  /** "What you'll learn". */
  outcomes: string[];
  requirements: string[];
  /** Last updated, YYYY-MM-DD. */
  updatedOn: string;
  sections: Section[];
}

export interface Instructor {
  slug: InstructorSlug;
  name: string;
  headline: string;
  bio: string;
  yearsOfExperience: number;
  /** Public path of the portrait. */
  portrait: string;
}

export type { FaqEntry } from '@contract/content/courseFaq';
