import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../../services/auth/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

export const passwordsPlugin = fp(
  async (fastify) => {
    fastify.decorate('passwords', createPasswordHasher(fastify.config.argon2));
  },
  { name: 'passwords', dependencies: ['config'] },
);
