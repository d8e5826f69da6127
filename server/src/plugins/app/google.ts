import fp from 'fastify-plugin';
import { createGoogleSignIn, type GoogleSignIn } from '../../services/google/google';

declare module 'fastify' {
  interface FastifyInstance {
    /** Google sign-in (OpenID Connect); `configured` is false without a client id and secret. */
    google: GoogleSignIn;
  }
}

export const googlePlugin = fp(
  async (fastify) => {
    fastify.decorate('google', createGoogleSignIn(fastify.config));
  },
  { name: 'google', dependencies: ['config'] },
);
