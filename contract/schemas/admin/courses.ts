import { Type } from 'typebox';
import { PAYMENT_MAX_RUPEES } from '../../constants';
import { CATEGORIES, LANGUAGES, LEVELS } from '../../taxonomy';
import {
  ADMIN_LIST_ITEM_MAX_LENGTH,
  ADMIN_TITLE_MAX_LENGTH,
  LESSON_MAX_SECONDS,
} from '../../validation/admin';
import {
  errors,
  MessageResponse,
  NO_BODY,
  RequestInteger,
  Text,
  Uuid,
  UuidParams,
} from '../common';
import { LessonKind } from '../courses';
import {
  adminTags,
  DateTime,
  IdList,
  ListQuery,
  NullableDateTime,
  Paged,
  UPLOAD,
  Version,
} from './common';

const tags = adminTags('courses');

export const COURSE_SORT_FIELDS = ['title', 'price', 'createdAt', 'updatedAt', 'students'] as const;
export const COURSE_STATUSES = ['published', 'draft'] as const;

export const AdminCourseRow = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  /** Whole rupees. */
  price: Type.Integer(),
  category: Type.String(),
  level: Type.Enum(LEVELS),
  /** Public path or media address of the thumbnail ('' when none). */
  thumbnail: Type.String(),
  published: Type.Boolean(),
  publishedAt: NullableDateTime,
  /** Learners holding the course (purchases not revoked). */
  students: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer({ minimum: 1 }),
});

export const AdminLesson = Type.Object({
  id: Type.String(),
  sectionId: Type.String(),
  title: Type.String(),
  kind: LessonKind,
  position: Type.Integer({ minimum: 0 }),
  /** A video's running time (read from the upload), an article's reading time. */
  durationSeconds: Type.Integer({ minimum: 0 }),
  preview: Type.Boolean(),
  /** Sanitised HTML of an article lesson ('' for videos). */
  articleHtml: Type.String(),
  video: Type.Union([
    Type.Object({
      contentType: Type.String(),
      byteSize: Type.Integer(),
      originalName: Type.String(),
    }),
    Type.Null(),
  ]),
  /** A video's WebVTT captions file, shown in the player's captions track. */
  captions: Type.Union([
    Type.Object({ byteSize: Type.Integer(), originalName: Type.String() }),
    Type.Null(),
  ]),
  updatedAt: DateTime,
  version: Type.Integer({ minimum: 1 }),
});

export const AdminSection = Type.Object({
  id: Type.String(),
  title: Type.String(),
  position: Type.Integer({ minimum: 0 }),
  lessons: Type.Array(AdminLesson),
});

export const AdminCourse = Type.Object({
  ...AdminCourseRow.properties,
  subtitle: Type.String(),
  /** Sanitised HTML. */
  description: Type.String(),
  language: Type.String(),
  instructorId: Type.Union([Type.String(), Type.Null()]),
  outcomes: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
  sections: Type.Array(AdminSection),
});

export const AdminCoursesQuery = ListQuery(COURSE_SORT_FIELDS, '-updatedAt', {
  status: Type.Optional(Type.Enum(COURSE_STATUSES)),
  category: Type.Optional(Type.Enum(CATEGORIES)),
});

const ListItems = Type.Array(Type.String({ maxLength: ADMIN_LIST_ITEM_MAX_LENGTH }), {
  maxItems: 30,
  default: [],
});

/** Create and update take the same fields; update adds `version`. Checked by validateCourseForm. */
export const CourseFields = {
  title: Text(ADMIN_TITLE_MAX_LENGTH + 50),
  slug: Text(100),
  subtitle: Text(300),
  price: RequestInteger({
    default: 0,
    description: `Whole rupees, 1 to ${PAYMENT_MAX_RUPEES} (the most one payment can be)`,
  }),
  description: Type.String({
    maxLength: 50_000,
    default: '',
    description:
      'HTML; kept: p, br, strong, em, ul, ol, li, h2, h3, blockquote, a (http, https, mailto); everything else is removed',
  }),
  level: Type.Enum(LEVELS, { default: 'all levels' }),
  language: Type.Enum(LANGUAGES, { default: 'English' }),
  category: Type.Union([Type.Enum(CATEGORIES), Type.Literal('')], { default: '' }),
  instructorId: Type.Union([Type.Null(), Uuid], { default: null }),
  outcomes: ListItems,
  requirements: ListItems,
};
export const CreateCourseRequest = Type.Object(CourseFields, { additionalProperties: false });
export const UpdateCourseRequest = Type.Object(
  { ...CourseFields, version: Version },
  { additionalProperties: false },
);

export const AdminCourseResponse = Type.Object({ message: Type.String(), course: AdminCourse });
export const AdminCoursesPage = Paged(AdminCourseRow);

export const InstructorOption = Type.Object({ id: Type.String(), name: Type.String() });
export const InstructorsResponse = Type.Object({ rows: Type.Array(InstructorOption) });

export const SectionRequest = Type.Object(
  { title: Text(ADMIN_TITLE_MAX_LENGTH + 50) },
  { additionalProperties: false },
);
export const SectionResponse = Type.Object({ message: Type.String(), section: AdminSection });
export const SectionsResponse = Type.Object({
  message: Type.String(),
  sections: Type.Array(AdminSection),
});

const LessonFields = {
  title: Text(ADMIN_TITLE_MAX_LENGTH + 50),
  kind: LessonKind,
  durationSeconds: Type.Integer({
    minimum: 0,
    maximum: LESSON_MAX_SECONDS,
    default: 0,
    description: "An article's reading time; a video's is read from the uploaded file",
  }),
  preview: Type.Boolean({ default: false }),
  articleHtml: Type.String({
    maxLength: 100_000,
    default: '',
    description: 'Article lessons: HTML, sanitised like the course description',
  }),
};
export const CreateLessonRequest = Type.Object(LessonFields, { additionalProperties: false });
export const UpdateLessonRequest = Type.Object(
  { ...LessonFields, version: Version },
  { additionalProperties: false },
);
export const LessonResponse = Type.Object({ message: Type.String(), lesson: AdminLesson });
export const LessonsResponse = Type.Object({
  message: Type.String(),
  lessons: Type.Array(AdminLesson),
});

export const CourseIdParams = UuidParams('courseId');
export const SectionParams = Type.Object({ courseId: Uuid, sectionId: Uuid });
export const LessonParams = Type.Object({ courseId: Uuid, lessonId: Uuid });

/** Public: an uploaded course thumbnail, named by its content's hash (so cached for good). */
export const thumbnailFileSchema = {
  tags: ['courses'],
  summary: 'An uploaded course thumbnail (public, immutable), or a redirect to its bucket address',
  params: Type.Object({
    name: Type.String({ pattern: '^[a-f0-9]{32}\\.(jpg|png|webp)$', maxLength: 40 }),
  }),
  response: {
    200: Type.Unknown({ description: 'The picture' }),
    302: Type.Null({ description: 'Media kept in a bucket: its short-lived address' }),
    ...errors(400, 404),
  },
};

export const adminCoursesSchemas = {
  list: {
    tags,
    summary: 'Courses: search title/slug, filter by status and category, sort',
    querystring: AdminCoursesQuery,
    response: { 200: AdminCoursesPage, ...errors(400, 401, 403) },
  },
  instructors: {
    tags,
    summary: 'The instructors a course can name (for the course form)',
    response: { 200: InstructorsResponse, ...errors(401, 403) },
  },
  get: {
    tags,
    summary: 'One course with its sections and lessons',
    params: CourseIdParams,
    response: { 200: Type.Object({ course: AdminCourse }), ...errors(400, 401, 403, 404) },
  },
  create: {
    tags,
    summary: 'Create a course (a draft until published)',
    body: CreateCourseRequest,
    response: { 201: AdminCourseResponse, ...errors(400, 401, 403, 409) },
  },
  update: {
    tags,
    summary: 'Edit a course; 409 when the slug is taken or the version is stale',
    params: CourseIdParams,
    body: UpdateCourseRequest,
    response: { 200: AdminCourseResponse, ...errors(400, 401, 403, 404, 409) },
  },
  publish: {
    tags,
    summary:
      'Put the course in the catalogue; 409 saying what is missing when no lesson has playable content',
    params: CourseIdParams,
    ...NO_BODY,
    response: { 200: AdminCourseResponse, ...errors(400, 401, 403, 404, 409) },
  },
  unpublish: {
    tags,
    summary: 'Take the course out of the catalogue (buyers keep access)',
    params: CourseIdParams,
    ...NO_BODY,
    response: { 200: AdminCourseResponse, ...errors(400, 401, 403, 404) },
  },
  thumbnail: {
    tags,
    summary: 'Upload the thumbnail: JPEG, PNG or WebP, at most 2 MB (checked by its bytes)',
    params: CourseIdParams,
    ...UPLOAD,
    response: { 200: AdminCourseResponse, ...errors(400, 401, 403, 404, 413, 415) },
  },
  createSection: {
    tags,
    summary: 'Add a section at the end of the course',
    params: CourseIdParams,
    body: SectionRequest,
    response: { 201: SectionResponse, ...errors(400, 401, 403, 404) },
  },
  updateSection: {
    tags,
    summary: 'Rename a section',
    params: SectionParams,
    body: SectionRequest,
    response: { 200: SectionResponse, ...errors(400, 401, 403, 404) },
  },
  deleteSection: {
    tags,
    summary: 'Delete a section and its lessons',
    params: SectionParams,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
  },
  orderSections: {
    tags,
    summary: "Reorder the course's sections: every section id, in the new order",
    params: CourseIdParams,
    body: IdList,
    response: { 200: SectionsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  createLesson: {
    tags,
    summary: 'Add a lesson at the end of a section',
    params: SectionParams,
    body: CreateLessonRequest,
    response: { 201: LessonResponse, ...errors(400, 401, 403, 404) },
  },
  updateLesson: {
    tags,
    summary: 'Edit a lesson; 409 when the version is stale',
    params: LessonParams,
    body: UpdateLessonRequest,
    response: { 200: LessonResponse, ...errors(400, 401, 403, 404, 409) },
  },
  deleteLesson: {
    tags,
    summary: 'Delete a lesson',
    params: LessonParams,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
  },
  orderLessons: {
    tags,
    summary: "Reorder a section's lessons: every lesson id, in the new order",
    params: SectionParams,
    body: IdList,
    response: { 200: LessonsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  video: {
    tags,
    summary:
      "Upload a lesson's video: MP4 or WebM (checked by its bytes), up to the configured size; an MP4's duration is read from it",
    params: LessonParams,
    ...UPLOAD,
    response: { 200: LessonResponse, ...errors(400, 401, 403, 404, 413, 415) },
  },
  captions: {
    tags,
    summary:
      "Upload a video lesson's captions: a UTF-8 WebVTT file of at most 1 MB, with its header and readable cue timings (400 names the line at fault)",
    params: LessonParams,
    ...UPLOAD,
    response: { 200: LessonResponse, ...errors(400, 401, 403, 404, 413, 415) },
  },
};
