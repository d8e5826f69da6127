import { Type } from 'typebox';
import {
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SORTS,
  LENGTH_BAND_IDS,
  PRICE_BAND_IDS,
} from '../catalogueFilters';
import { COURSES_MAX_LIMIT, COURSES_PAGE_SIZE } from '../constants';
import { CATEGORIES, LANGUAGES, LEVELS } from '../taxonomy';
import { errors } from './common';

const tags = ['courses'];

/** A course's rating as the catalogue cards and the course page show it. */
export const CourseRating = Type.Object({
  /** Mean of the ratings, two decimals; 0 while there are none. */
  average: Type.Number({ minimum: 0, maximum: 5 }),
  count: Type.Integer({ minimum: 0 }),
});

export const Course = Type.Object({
  _id: Type.String(),
  /** The course page's address (/courses/<slug>). */
  slug: Type.String(),
  title: Type.String(),
  /** HTML; the SPA sanitises it before rendering. */
  description: Type.String({ description: 'HTML; the SPA sanitises it before rendering.' }),
  thumbnail: Type.String(),
  price: Type.Integer({ description: 'Whole rupees' }),
  rating: CourseRating,
});

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
  totalItems: Type.Integer(),
});

export const CoursesResponse = Type.Object({ data: Type.Array(Course), pagination: Pagination });

export const CourseLevel = Type.Enum(LEVELS);

/** Every filter is optional; together they narrow the catalogue (and its totals). */
export const CoursesQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: COURSES_MAX_LIMIT, default: COURSES_PAGE_SIZE }),
  q: Type.Optional(
    Type.String({
      maxLength: COURSE_SEARCH_MAX_LENGTH,
      description:
        'Search text over title, subtitle, description and instructor: every word must match (word forms count), the last one also as a prefix',
    }),
  ),
  category: Type.Optional(Type.Enum(CATEGORIES)),
  level: Type.Optional(CourseLevel),
  language: Type.Optional(Type.Enum(LANGUAGES)),
  price: Type.Optional(
    Type.Enum(PRICE_BAND_IDS, {
      description: 'Price band in rupees: under 1,000, 1,000 to 2,000, over 2,000',
    }),
  ),
  length: Type.Optional(
    Type.Enum(LENGTH_BAND_IDS, {
      description: "Band of the course's total running time: under 5, 5 to 6, over 6 minutes",
    }),
  ),
  sort: Type.Optional(
    Type.Enum(COURSE_SORTS, {
      description:
        'popular: most bought; rating: highest rated; newest: latest on sale; price-asc, price-desc. Without it: oldest first, or best match first when searching',
    }),
  ),
});
export const LessonKind = Type.Enum(['video', 'article']);

export const CourseInstructor = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  headline: Type.String(),
  bio: Type.String(),
  /** Public path of the portrait. */
  photo: Type.String(),
  yearsOfExperience: Type.Integer(),
});

/** A lesson as the curriculum lists it to anyone; its media and text are served separately. */
export const CurriculumLesson = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: LessonKind,
  /** Running time of a video, reading time of an article. */
  durationSeconds: Type.Integer(),
  /** Free to watch without buying the course. */
  preview: Type.Boolean(),
});

export const CurriculumSection = Type.Object({
  id: Type.String(),
  title: Type.String(),
  lessons: Type.Array(CurriculumLesson),
});

/** A course's public page: the catalogue fields plus what it teaches and its curriculum. */
export const CourseDetail = Type.Object({
  ...Course.properties,
  subtitle: Type.String(),
  level: CourseLevel,
  language: Type.String(),
  category: Type.String(),
  /** ISO date-time of the last change to the course. */
  updatedAt: Type.String({ format: 'date-time' }),
  outcomes: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
  instructor: Type.Union([CourseInstructor, Type.Null()]),
  lessonCount: Type.Integer(),
  totalDurationSeconds: Type.Integer(),
  sections: Type.Array(CurriculumSection),
  /** Present (true) only when staff preview a course not yet published; learners get 404. */
  draftPreview: Type.Optional(Type.Boolean()),
});

export const CourseDetailResponse = Type.Object({ course: CourseDetail });

/** A course by its UUID or its slug. */
export const CourseParams = Type.Object({
  course: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9-]+$' }),
});

export const coursesSchemas = {
  catalogue: {
    tags,
    summary:
      'One page of the published catalogue, searched, filtered and sorted; oldest first by default (ETag; 304 when unchanged)',
    querystring: CoursesQuery,
    response: {
      200: CoursesResponse,
      304: Type.Null({ description: 'Not modified: the If-None-Match ETag still holds' }),
      ...errors(400),
    },
  },
  courseDetail: {
    tags,
    summary: "A published course's page by id or slug: instructor and curriculum",
    params: CourseParams,
    response: { 200: CourseDetailResponse, ...errors(400, 404) },
  },
};
