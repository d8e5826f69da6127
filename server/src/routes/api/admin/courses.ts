import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminCoursesSchemas as s } from '@contract/schemas/admin/courses';
import {
  adminCourseList,
  createAdminCourse,
  instructorOptions,
  loadAdminCourse,
  publishAdminCourse,
  updateAdminCourse,
} from '../../../services/admin/courses';
import { uploadThumbnail } from '../../../services/admin/mediaUploads';
import { named } from '../../../lib/pluginName';

/** Courses in the staff console, under /api/admin/courses; every change leaves the catalogue's cache. */
export const adminCoursesRoutes: FastifyPluginAsyncTypebox = named(
  'admin-courses routes',
  async (fastify) => {
    const changed = <T>(result: T): T => {
      fastify.catalogue.invalidate();
      return result;
    };

    fastify.get('/', { schema: s.list }, async (request) =>
      adminCourseList(fastify.db, request.query),
    );

    fastify.get('/instructors', { schema: s.instructors }, async () =>
      instructorOptions(fastify.db),
    );

    fastify.get('/:courseId', { schema: s.get }, async (request) => ({
      course: await loadAdminCourse(fastify.db, request.params.courseId),
    }));

    fastify.post('/', { schema: s.create }, async (request, reply) => {
      const created = await createAdminCourse(fastify.db, request.staff, request.body);
      return reply.code(201).send(changed(created));
    });

    fastify.put('/:courseId', { schema: s.update }, async (request) =>
      changed(
        await updateAdminCourse(fastify.db, request.staff, request.params.courseId, request.body),
      ),
    );

    fastify.post('/:courseId/publish', { schema: s.publish }, async (request) =>
      changed(await publishAdminCourse(fastify.db, request.staff, request.params.courseId, true)),
    );

    fastify.post('/:courseId/unpublish', { schema: s.unpublish }, async (request) =>
      changed(await publishAdminCourse(fastify.db, request.staff, request.params.courseId, false)),
    );

    fastify.put('/:courseId/thumbnail', { schema: s.thumbnail }, async (request) =>
      changed(await uploadThumbnail(fastify, request.staff, request.params.courseId, request)),
    );
  },
);
