import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCoursesSchemas as s } from '@contract/schemas/admin/courses';
import {
  createLesson,
  createSection,
  editLesson,
  orderLessons,
  orderSections,
  removeLesson,
  removeSection,
  updateSection,
} from '../../../services/admin/curriculum';
import { uploadLessonCaptions } from '../../../services/admin/captionsUpload';
import { uploadLessonVideo } from '../../../services/admin/mediaUploads';
import { named } from '../../../lib/pluginName';

/** A course's sections and lessons, under /api/admin/courses/:courseId. */
export const adminCurriculumRoutes: FastifyPluginAsyncTypebox = named(
  'admin-curriculum routes',
  async (fastify) => {
    const changed = <T>(result: T): T => {
      fastify.catalogue.invalidate();
      return result;
    };

    fastify.post('/:courseId/sections', { schema: s.createSection }, async (request, reply) => {
      const created = await createSection(
        fastify.db,
        request.staff,
        request.params.courseId,
        request.body.title,
      );
      return reply.code(201).send(changed(created));
    });

    fastify.put('/:courseId/sections/order', { schema: s.orderSections }, async (request) =>
      changed(
        await orderSections(fastify.db, request.staff, request.params.courseId, request.body.ids),
      ),
    );

    fastify.put('/:courseId/sections/:sectionId', { schema: s.updateSection }, async (request) =>
      changed(await updateSection(fastify.db, request.staff, request.params, request.body.title)),
    );

    fastify.delete('/:courseId/sections/:sectionId', { schema: s.deleteSection }, async (request) =>
      changed(await removeSection(fastify.db, request.staff, request.params)),
    );

    fastify.post(
      '/:courseId/sections/:sectionId/lessons',
      { schema: s.createLesson },
      async (request, reply) => {
        const created = await createLesson(fastify.db, request.staff, request.params, request.body);
        return reply.code(201).send(changed(created));
      },
    );

    fastify.put(
      '/:courseId/sections/:sectionId/lessons/order',
      { schema: s.orderLessons },
      async (request) =>
        changed(await orderLessons(fastify.db, request.staff, request.params, request.body.ids)),
    );

    fastify.put('/:courseId/lessons/:lessonId', { schema: s.updateLesson }, async (request) =>
      changed(await editLesson(fastify.db, request.staff, request.params, request.body)),
    );

    fastify.delete('/:courseId/lessons/:lessonId', { schema: s.deleteLesson }, async (request) =>
      changed(await removeLesson(fastify.db, request.staff, request.params)),
    );

    fastify.put('/:courseId/lessons/:lessonId/video', { schema: s.video }, async (request) =>
      changed(await uploadLessonVideo(fastify, request.staff, request.params, request)),
    );

    fastify.put('/:courseId/lessons/:lessonId/captions', { schema: s.captions }, async (request) =>
      changed(await uploadLessonCaptions(fastify, request.staff, request.params, request)),
    );
  },
);
