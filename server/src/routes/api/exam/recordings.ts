import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  examsSchemas as s,
  MAX_RECORDING_CHUNK_BYTES,
  RECORDING_TYPES,
} from '@contract/schemas/exams';
import { finishRecording, receiveChunk } from '../../../services/exams/recordings';
import { named } from '../../../lib/pluginName';

/**
 * Spoken answers, uploaded in chunks while they are recorded. A chunk's body is the raw audio
 * (audio/webm or audio/ogg, as MediaRecorder makes it; any other type is 415 before it is read)
 * of at most MAX_RECORDING_CHUNK_BYTES (413).
 */
export const examRecordingRoutes: FastifyPluginAsyncTypebox = named(
  'exam-recording routes',
  async (fastify) => {
    // Its own scope: the chunk route takes the recording types and nothing else (not even JSON or
    // text), so any other type is refused with 415 before its body is read.
    const chunkRoutes: FastifyPluginAsyncTypebox = named('chunk routes', async (chunks) => {
      chunks.removeAllContentTypeParsers();
      chunks.addContentTypeParser(
        [...RECORDING_TYPES],
        { parseAs: 'buffer', bodyLimit: MAX_RECORDING_CHUNK_BYTES },
        (_request, body, done) => done(null, body),
      );
      chunks.put(
        '/attempts/:attemptId/recordings/:questionId/chunks/:index',
        { schema: s.recordingChunk, bodyLimit: MAX_RECORDING_CHUNK_BYTES },
        async (request) => {
          const contentType = (request.headers['content-type'] ?? '')
            .split(';')[0]!
            .trim()
            .toLowerCase();
          return receiveChunk(fastify, request.userId, request.params, {
            tabId: request.query.tabId,
            contentType,
            body: request.body as Buffer,
          });
        },
      );
    });
    await fastify.register(chunkRoutes);

    fastify.post(
      '/attempts/:attemptId/recordings/:questionId/finish',
      { schema: s.finishRecording },
      async (request) =>
        finishRecording(
          fastify,
          request.userId,
          request.params.attemptId,
          request.params.questionId,
          request.body,
        ),
    );
  },
);
