import send from '@fastify/send';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEDIA_NOT_FOUND } from '@contract/messages/courses';
import { examsSchemas as s } from '@contract/schemas/exams';
import { notFound } from '../../../lib/httpError';
import { attemptPicture } from '../../../services/exams/pictures';
import { named } from '../../../lib/pluginName';

/**
 * A picture of the learner's attempt (maps and diagrams to label). The room fetches it with the
 * bearer token and shows it from a blob; an SVG is sent with a policy that runs nothing in it.
 */
export const examPictureRoutes: FastifyPluginAsyncTypebox = named(
  'exam-picture routes',
  async (fastify) => {
    fastify.get(
      '/attempts/:attemptId/assets/:file',
      { schema: s.picture },
      async (request, reply) => {
        const picture = await attemptPicture(
          fastify,
          request.userId,
          request.params.attemptId,
          request.params.file,
        );
        const result = await send(request.raw, picture.file, {
          root: picture.root,
          etag: false,
          lastModified: false,
          cacheControl: false,
          dotfiles: 'deny',
        });
        if (result.type !== 'file') throw notFound(MEDIA_NOT_FOUND);
        return reply
          .code(200)
          .headers(result.headers)
          .header('content-type', picture.contentType)
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .header('x-content-type-options', 'nosniff')
          .send(result.stream);
      },
    );
  },
);
