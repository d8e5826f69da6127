import send from '@fastify/send';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_NOT_FOUND, RANGE_NOT_SATISFIABLE } from '@contract/messages/courses';
import { examsSchemas as s } from '@contract/schemas/exams';
import { notFound } from '../../../lib/httpError';
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
        const result = await send(request.raw, file.file, {
          root: file.root,
          acceptRanges: true,
          // Never cached (short-lived addresses), so no validators and no 304.
          etag: false,
          lastModified: false,
          cacheControl: false,
          dotfiles: 'deny',
        });
        if (result.statusCode === 416) {
          result.stream.destroy();
          return reply
            .code(416)
            .header('content-range', result.headers['Content-Range'])
            .send({ message: RANGE_NOT_SATISFIABLE });
        }
        if (result.type !== 'file') throw notFound(MEDIA_NOT_FOUND);
        const status = result.statusCode as 200 | 206;
        return reply
          .code(status)
          .headers(result.headers)
          .header('content-type', file.contentType)
          .header('cache-control', 'private, no-store')
          .send(result.stream);
      },
    );
  },
);
