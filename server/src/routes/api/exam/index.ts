import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { examAttemptRoutes } from './attempts';
import { examAudioFileRoutes } from './audioFile';
import { examRecordingRoutes } from './recordings';
import { myTestsRoutes } from './myTests';
import { examPictureRoutes } from './pictures';
import { named } from '../../../lib/pluginName';

/**
 * The exam room's API under /api/exam. Every route is for the signed-in learner, checked once for
 * the folder in `onRequest` (before a body is read), except the listening file, whose signed
 * address is its proof (an <audio> element sends no bearer token).
 */
export const examRoutes: FastifyPluginAsyncTypebox = named('exam routes', async (fastify) => {
  await fastify.register(examAudioFileRoutes);
  await fastify.register(
    named('signed-in exam routes', async (signedIn) => {
      signedIn.addHook('onRequest', fastify.authenticate);
      signedIn.addHook('onRequest', async (_request, reply) => {
        void reply.header('cache-control', 'private, no-store');
      });
      await signedIn.register(myTestsRoutes);
      await signedIn.register(examAttemptRoutes);
      await signedIn.register(examRecordingRoutes);
      await signedIn.register(examPictureRoutes);
    }),
  );
});
