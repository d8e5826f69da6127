import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../../services/passwords';

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
