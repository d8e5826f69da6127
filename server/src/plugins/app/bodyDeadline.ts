import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_TOO_SLOW } from '@contract/messages/common';

const body = JSON.stringify({ message: REQUEST_TOO_SLOW });
/** Written on the socket itself: no answer has begun, and the body it waits for will not end. */
const TOO_SLOW_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n' +
  'Content-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const hasBody = (request: FastifyRequest): boolean =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/** A staff upload: multipart, read by its handler once the role check has let it through. */
const isUpload = (request: FastifyRequest): boolean =>
  (request.routeOptions.schema?.consumes as string[] | undefined)?.includes(
    'multipart/form-data',
  ) === true;

declare module 'fastify' {
  interface FastifyRequest {
    bodyDeadline: NodeJS.Timeout | null;
  }
}

/**
 * A request's body must have arrived within `config.connections.bodyTimeoutMs` of its headers. A
 * client that trickles it (a byte every few seconds) gets 408 and its connection is closed, instead
 * of holding the connection for as long as it likes; so is one still sending a body after it was
 * answered without it (a refused upload, an unknown content type), which Node would otherwise read
 * to the end. A staff upload that passed the role check has the upload timeout (Node's
 * requestTimeout, the ceiling of every request) instead.
 */
export const bodyDeadlinePlugin = fp(
  async (fastify) => {
    const { bodyTimeoutMs } = fastify.config.connections;
    const clear = (request: FastifyRequest) => {
      if (request.bodyDeadline) clearTimeout(request.bodyDeadline);
      request.bodyDeadline = null;
    };
    fastify.decorateRequest('bodyDeadline', null);
    fastify.addHook('onRequest', async (request, reply) => {
      const { socket } = request.raw;
      // app.inject()'s requests have no connection to close.
      if (!hasBody(request) || !(socket instanceof Socket)) return;
      request.bodyDeadline = setTimeout(() => {
        if (request.raw.complete || socket.destroyed) return;
        request.log.info('Request body too slow; connection closed');
        if (reply.raw.headersSent) socket.destroy();
        else socket.end(TOO_SLOW_ANSWER, () => socket.destroy());
      }, bodyTimeoutMs).unref();
      // Over once the body is in (read, or discarded after an answer), or the request is gone.
      request.raw.once('end', () => clear(request));
      request.raw.once('close', () => clear(request));
    });
    fastify.addHook('preValidation', async (request) => {
      if (isUpload(request)) clear(request);
    });
  },
  { name: 'body-deadline', dependencies: ['config'] },
);
