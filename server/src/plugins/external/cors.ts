import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { CSRF_HEADER } from '@contract/constants';

/** The site's own origin only, with credentials (the refresh cookie). */
export const corsPlugin = fp(
  async (fastify) => {
    await fastify.register(cors, {
      origin: fastify.config.siteOrigin,
      credentials: true,
      allowedHeaders: ['content-type', 'authorization', CSRF_HEADER],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
