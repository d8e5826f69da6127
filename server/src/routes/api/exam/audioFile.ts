import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { examsSchemas as s } from '@contract/schemas/exams';
import { sendFileRange } from '../../../lib/sendFileRange';
import { signedAudioFile } from '../../../services/exams/audio';
import { named } from '../../../lib/pluginName';

/**
 * A listening recording by its short-lived signed address, with ranges (206, Accept-Ranges, 416) so the player starts where the clock says without fetching it whole. Not compressed: a
 * byte range must stay the file's own bytes.
 */
export const examAudioFileRoutes: FastifyPluginAsyncTypebox = named(
  'exam-audio-file routes',
  async (fastify) => {
    fastify.get(
      '/attempts/:attemptId/audio/:audioId/file',
      { schema: s.audioFile, compress: false },
      async (request, reply) => {
        const file = await signedAudioFile(fastify, { ...request.params, ...request.query });
        // Never cached (short-lived addresses), so no validators and no 304.
        const sent = await sendFileRange(request, reply, {
          root: file.root,
          file: file.file,
          validators: false,
        });
        if (!sent) return reply;
        return reply
          .code(sent.status as 200 | 206)
          .headers(sent.headers)
          .header('content-type', file.contentType)
          .header('cache-control', 'private, no-store')
          .send(sent.stream);
      },
    );
  },
);
