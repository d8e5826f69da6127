import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is stopping: /api/ready then answers 503 while requests still finish. */
    readiness: { stopping: boolean };
  }
}

/** NODE_NAME on every answer, so a client (or a test) behind the balancer sees who served it. */
export const NODE_HEADER = 'x-academy-node';

export const nodeIdentityPlugin = fp(
  async (fastify) => {
    const { nodeName } = fastify.config;
    fastify.decorate('readiness', { stopping: false });
    fastify.addHook('onRequest', async (_request, reply) => {
      void reply.header(NODE_HEADER, nodeName);
    });
  },
  { name: 'node-identity', dependencies: ['config'] },
);
