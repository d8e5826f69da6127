import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { learnSchemas } from '@contract/schemas/learn';
import { callerIsStaff } from '../../services/catalogue/staffPreview';
import { learnCourse, lessonPlayback } from '../../services/learning/learning';
import { reopenCompletedLesson } from '../../services/watching/reopenLesson';
import { saveProgress } from '../../services/watching/saveProgress';
import { named } from '../../lib/pluginName';

/** The learning area's calls, under /api/learn: signed in or not (a visitor sees previews). */
export const learnRoutes: FastifyPluginAsyncTypebox = named('learn routes', async (fastify) => {
  // The curriculum and playback serve a visitor too (a token, when sent, must be good).
  fastify.addHook('onRequest', fastify.authenticate);
  const visitorOrSignedIn = { access: 'visitorOrSignedIn' } as const;

  fastify.get(
    '/:course',
    { schema: learnSchemas.course, config: visitorOrSignedIn },
    async (request) => ({
      course: await learnCourse(fastify.db, request.userId, request.params.course, () =>
        callerIsStaff(fastify, request),
      ),
    }),
  );

  fastify.get(
    '/lessons/:lessonId/playback',
    { schema: learnSchemas.playback, config: visitorOrSignedIn },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return lessonPlayback(
        fastify.db,
        fastify.mediaUrls,
        request.userId,
        request.params.lessonId,
        fastify.clock.now(),
        () => callerIsStaff(fastify, request),
      );
    },
  );

  fastify.put(
    '/lessons/:lessonId/progress',
    { schema: learnSchemas.saveProgress },
    async (request) =>
      saveProgress(
        fastify,
        request.userId,
        request.params.lessonId,
        request.body,
        fastify.clock.now(),
      ),
  );

  fastify.delete(
    '/lessons/:lessonId/completion',
    { schema: learnSchemas.reopen },
    async (request) => reopenCompletedLesson(fastify.db, request.userId, request.params.lessonId),
  );
});
