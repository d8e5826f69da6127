import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { learnSchemas } from '@contract/schemas/learn';
import { learnCourse, lessonPlayback } from '../../services/learning/learning';
import { saveProgress } from '../../services/watching/saveProgress';

/** The learning area's calls, under /api/learn: signed in or not (a visitor sees previews). */
export const learnRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // A token, when sent, must be good (a 401 lets the SPA refresh it); without one, a visitor.
  const signedInIfToken = async (request: FastifyRequest) => {
    if (request.headers.authorization) await fastify.authenticate(request);
  };

  fastify.get(
    '/:course',
    { schema: learnSchemas.course, preHandler: signedInIfToken },
    async (request) => ({
      course: await learnCourse(fastify.db, request.userId, request.params.course),
    }),
  );

  fastify.get(
    '/lessons/:lessonId/playback',
    { schema: learnSchemas.playback, preHandler: signedInIfToken },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return lessonPlayback(
        fastify.db,
        fastify.mediaUrls,
        request.userId,
        request.params.lessonId,
        fastify.clock.now(),
      );
    },
  );

  fastify.put(
    '/lessons/:lessonId/progress',
    { schema: learnSchemas.saveProgress, preHandler: fastify.authenticate },
    async (request) =>
      saveProgress(
        fastify,
        request.userId,
        request.params.lessonId,
        request.body,
        fastify.clock.now(),
      ),
  );
};
