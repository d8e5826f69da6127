import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Brotli or gzip for API answers over 1 KiB (registered in the /api scope only). */
export const compressPlugin = fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
