import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (a cached string, or its compressed bytes): the route's
 * response schema documents its shape, and Fastify sends text and bytes as they are.
 */
export function sendSerialised(
  reply: FastifyReply,
  payload: string | Buffer,
  encoding?: string,
): FastifyReply {
  void reply.type('application/json; charset=utf-8');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(payload);
}
