import fs from 'node:fs';
import path from 'node:path';
import { thumbnailFileSchema } from '@contract/schemas/admin/courses';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { learnSchemas } from '@contract/schemas/learn';
import { resultsSchemas } from '@contract/schemas/results';
import { MEDIA_NOT_FOUND } from '@contract/messages/courses';
import { notFound } from '../../lib/httpError';
import { sendFileRange } from '../../lib/sendFileRange';
import { signedMediaFile, type SignedMediaFile } from '../../services/learning/learning';
import { signedRecording } from '../../services/results/recordingFiles';
import { countedStream, noteServed, rangeStartOf } from '../../services/watching/servedBytes';
import { named } from '../../lib/pluginName';

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * Lesson files by their signed addresses, under /api/media: from the local disk with ranges (206,
 * Accept-Ranges, ETag, If-Range, 416) so a video starts and seeks without downloading it whole, or
 * by a redirect to a bucket's short-lived address, which serves the ranges itself. The bytes of a
 * video sent to its owner are recorded (the refund rule counts them as watched); a redirect hands
 * out the whole file, so it counts as the whole file.
 * Registered outside the API's compression: a byte range must stay the file's own bytes.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = named('media routes', async (fastify) => {
  // Uploaded course thumbnails: public like the catalogue that shows them, named by their hash.
  fastify.get('/thumbnails/:name', { schema: thumbnailFileSchema }, async (request, reply) => {
    const stored = await fastify.media.locate(`thumbnails/${request.params.name}`);
    if (!stored) throw notFound(MEDIA_NOT_FOUND);
    if (stored.at === 'remote')
      return reply.header('cache-control', 'no-store').redirect(stored.url, 302);
    void reply.header('cache-control', 'public, max-age=31536000, immutable');
    const type =
      MEDIA_TYPES[request.params.name.split('.').pop() ?? ''] ?? 'application/octet-stream';
    if (stored.at === 'memory') return reply.type(type).send(stored.body);
    return reply.type(type).send(fs.createReadStream(path.join(stored.root, stored.relativePath)));
  });

  /**
   * A stored file with ranges from the disk, or the bucket's short-lived address by redirect; the
   * bytes a lesson's viewer is sent are counted.
   */
  async function serveStored(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    options: { viewer?: SignedMediaFile['viewer']; contentType?: string } = {},
  ) {
    const { viewer, contentType } = options;
    const stored = await fastify.media.locate(key);
    if (!stored) throw notFound(MEDIA_NOT_FOUND);
    // Never cached: the bucket's address expires on its own, and a cached redirect would outlive it.
    if (stored.at === 'remote') {
      if (viewer) noteServed(fastify, viewer, 0, viewer.fileBytes);
      return reply.header('cache-control', 'private, no-store').redirect(stored.url, 302);
    }
    void reply.header('cache-control', 'private, max-age=600');
    if (stored.at === 'memory') {
      if (viewer) noteServed(fastify, viewer, 0, stored.body.length);
      return reply.type(contentType ?? stored.contentType).send(stored.body);
    }
    const sent = await sendFileRange(request, reply, {
      root: stored.root,
      file: stored.relativePath,
      validators: true,
    });
    if (!sent) return reply;
    const headers = contentType ? { ...sent.headers, 'Content-Type': contentType } : sent.headers;
    const body =
      viewer && sent.status !== 304
        ? countedStream(fastify, viewer, sent.stream, rangeStartOf(sent.headers['Content-Range']))
        : sent.stream;
    return reply.code(sent.status).headers(headers).send(body);
  }

  fastify.get(
    '/lessons/:lessonId/:kind',
    { schema: learnSchemas.media },
    async (request, reply) => {
      const { key, viewer } = await signedMediaFile(
        fastify.db,
        fastify.mediaUrls,
        { ...request.params, ...request.query },
        fastify.clock.now(),
      );
      return serveStored(request, reply, key, { viewer });
    },
  );

  // Spoken answers, for the evaluators who mark them and, with the results, their learner.
  fastify.get(
    '/recordings/:recordingId',
    { schema: resultsSchemas.recordingFile },
    async (request, reply) => {
      const { key, contentType } = await signedRecording(
        fastify,
        request.params.recordingId,
        request.query,
      );
      return serveStored(request, reply, key, { contentType });
    },
  );
});
