import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Everything read from the environment (server/src/config.ts). */
    config: AppConfig;
  }
}

export const configPlugin = fp<{ config: AppConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('config', config);
  },
  { name: 'config' },
);
