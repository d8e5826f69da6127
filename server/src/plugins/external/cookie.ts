import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookies (@fastify/cookie): the refresh cookie, and the signed Google sign-in flow cookie. */
export const cookiePlugin = fp(
  async (fastify) => {
    await fastify.register(cookie, { secret: fastify.config.secrets.cookie });
  },
  { name: 'cookie', dependencies: ['config'] },
);
