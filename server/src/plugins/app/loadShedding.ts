import fp from 'fastify-plugin';
import { ServerBusyError } from '../../lib/serverBusyError';

const isStream = (payload: unknown): boolean =>
  typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';

/**
 * Load shedding: the process counts the requests it has in hand; beyond
 * `config.loadShedding.maxInFlight` a new one is answered at once with 503, Retry-After and a
 * message, before any work is done (so the SPA may safely send it again after the wait). A crowd
 * then gets quick refusals instead of a queue in which every request waits until it times out.
 * A request counts from the moment its body has arrived (preValidation), so clients sending theirs
 * slowly hold no place (the body deadline closes them), until its answer is done or its client has
 * gone; a file streamed out counts until its answer starts, not until the last byte.
 *
 * (@fastify/under-pressure was tried first: under a saturated loop its event-loop-delay sample can
 * come back empty, which it reads as an infinite delay, and it then refused nearly every request
 * of a load this process answers comfortably.)
 */
export const loadSheddingPlugin = fp(
  async (fastify) => {
    const { enabled, maxInFlight, retryAfterSeconds } = fastify.config.loadShedding;
    if (!enabled) return;
    let inFlight = 0;
    fastify.decorateRequest('countedInFlight', false);
    const release = async (request: { countedInFlight: boolean }) => {
      if (!request.countedInFlight) return;
      request.countedInFlight = false;
      inFlight -= 1;
    };
    fastify.addHook('preValidation', async (request, reply) => {
      if (inFlight >= maxInFlight) {
        void reply.header('retry-after', String(retryAfterSeconds));
        throw new ServerBusyError();
      }
      inFlight += 1;
      request.countedInFlight = true;
      // The response closes whatever happened: answered, failed, or its client hung up or timed
      // out mid-handler, when neither onResponse nor onRequestAbort runs.
      reply.raw.once('close', () => void release(request));
    });
    fastify.addHook('onResponse', release);
    // A streamed file is the socket's business once its answer starts: a lesson video stays open
    // for as long as the player reads it as it plays, and counting it would let a few hundred
    // viewers turn everyone else away.
    fastify.addHook('onSend', async (request, _reply, payload) => {
      if (isStream(payload)) await release(request);
      return payload;
    });
    fastify.decorate('requestsInFlight', () => inFlight);
  },
  { name: 'load-shedding', dependencies: ['config', 'errors'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    countedInFlight: boolean;
  }
  interface FastifyInstance {
    /** How many requests this process is working on (0 when load shedding is off). */
    requestsInFlight?: () => number;
  }
}
