import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type SerialisedAnswer } from './serialisedAnswer';

/**
 * Sends a kept, already serialised JSON answer with its ETag: 304 when the browser holds it
 * already, else its text or its bytes compressed once for the encoding the browser takes (routes
 * using it turn @fastify/compress off). The route's response schema documents the shape; Fastify
 * sends text and bytes as they are.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerialisedAnswer,
): FastifyReply {
  void reply
    .type('application/json; charset=utf-8')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send(null);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
