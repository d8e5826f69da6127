import { Type } from 'typebox';
import { CurriculumSection } from './courses';
import { errors, NO_BODY, Uuid } from './common';

const tags = ['learn'];

/** Where an owner is in one lesson. */
export const LessonProgress = Type.Object({
  lessonId: Type.String(),
  /** Where to resume, in whole seconds. */
  positionSeconds: Type.Integer({ minimum: 0 }),
  completed: Type.Boolean(),
});

/** A course's learning area: its curriculum and whether this learner may watch every lesson. */
export const LearnCourse = Type.Object({
  courseId: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  /** True for a learner who bought the course (and was not refunded): every lesson opens. */
  owned: Type.Boolean(),
  sections: Type.Array(CurriculumSection),
  /** The owner's progress in each lesson started, most recent first (empty for everyone else). */
  progress: Type.Array(LessonProgress),
  /** The owner's certificate of completion, once every lesson is completed (else null). */
  certificateId: Type.Union([Type.String(), Type.Null()]),
  /**
   * Present (true) only when staff preview a course not yet published: every lesson opens as for
   * a buyer, nothing is recorded. A learner gets 404 for a draft.
   */
  draftPreview: Type.Optional(Type.Boolean()),
});
export const LearnCourseResponse = Type.Object({ course: LearnCourse });

/** Short-lived signed addresses of a lesson's files; ask again when one answers 403. */
export const LessonMedia = Type.Object({
  video: Type.Union([Type.String(), Type.Null()]),
  captions: Type.Union([Type.String(), Type.Null()]),
  poster: Type.Union([Type.String(), Type.Null()]),
  /** When the addresses stop working (ISO date-time). */
  expiresAt: Type.String({ format: 'date-time' }),
});

export const LessonPlayback = Type.Object({
  lesson: Type.Object({
    id: Type.String(),
    title: Type.String(),
    kind: Type.Enum(['video', 'article']),
    durationSeconds: Type.Integer(),
    preview: Type.Boolean(),
    /** Sanitised HTML of an article lesson ('' for a video). */
    articleHtml: Type.String(),
  }),
  media: LessonMedia,
});

export const MediaKind = Type.Enum(['video', 'captions', 'poster']);

export const SaveProgressRequest = Type.Object(
  {
    positionSeconds: Type.Number({ minimum: 0, maximum: 86_400 }),
    /**
     * The learner asks for the lesson to count as done (its video ended, or they marked it). The
     * server decides from the position it trusts; when that is not enough yet, the answer says
     * what to do in `notice`.
     */
    completed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const SaveProgressResponse = Type.Object({
  progress: LessonProgress,
  /**
   * Given when the lesson is completed: the course's certificate of completion, issued once every
   * lesson is, or null while some remain.
   */
  certificateId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Completion was asked for but the lesson does not count as completed yet: what to do. */
  notice: Type.Optional(Type.String()),
});

export const ReopenLessonResponse = Type.Object({
  progress: LessonProgress,
  message: Type.String(),
});

export const learnSchemas = {
  course: {
    tags,
    summary: "A course's learning area: curriculum and whether the signed-in learner owns it",
    params: Type.Object({
      course: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9-]+$' }),
    }),
    response: { 200: LearnCourseResponse, ...errors(400, 401, 404) },
  },
  playback: {
    tags,
    summary:
      'A lesson to watch or read, with signed addresses of its files (owners; previews for anyone)',
    params: Type.Object({ lessonId: Uuid }),
    response: { 200: LessonPlayback, ...errors(400, 401, 403, 404) },
  },
  saveProgress: {
    tags,
    summary:
      'Save where an owner is in a lesson; it is completed once the position the server trusts (never ahead of real time since the lesson was opened, at 2× speed) reaches 90 %, and the last lesson completed issues the certificate',
    params: Type.Object({ lessonId: Uuid }),
    body: SaveProgressRequest,
    response: { 200: SaveProgressResponse, ...errors(400, 401, 403, 404) },
  },
  reopen: {
    tags,
    summary:
      "Mark a completed lesson as not done: the course's progress counts it as not completed until the learner finishes it again (a certificate already issued stays valid)",
    params: Type.Object({ lessonId: Uuid }),
    ...NO_BODY,
    response: { 200: ReopenLessonResponse, ...errors(400, 401, 403, 404) },
  },
  media: {
    tags,
    summary:
      'A lesson file by its signed address: ranges (206), ETag, If-Range, or a redirect to a bucket; 403 when expired, not signed for you, or your access to the course has ended',
    params: Type.Object({ lessonId: Uuid, kind: MediaKind }),
    querystring: Type.Object({
      // Seconds since 1970: compared with the clock, never stored (2^31 s would end in 2038).
      exp: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
      sub: Type.String({ minLength: 1, maxLength: 64 }),
      sig: Type.String({ minLength: 1, maxLength: 128 }),
    }),
    response: {
      200: Type.Unknown({ description: 'The file' }),
      206: Type.Unknown({ description: 'The requested byte range' }),
      302: Type.Null({
        description:
          "Media kept in a bucket: Location is the file's short-lived presigned address there, which serves the ranges",
      }),
      304: Type.Null({ description: 'Not modified' }),
      ...errors(400, 403, 404, 416),
    },
  },
};
