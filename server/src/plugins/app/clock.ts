import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock?: Clock }>(
  async (fastify, { clock }) => {
    fastify.decorate('clock', clock ?? systemClock);
  },
  { name: 'clock' },
);
