import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * multipart/form-data (@fastify/multipart), registered only where uploads are taken (the staff
 * console): one file a request, read as a stream (services/admin/uploads.ts sets each route's size
 * limit); no other fields.
 */
export const multipartPlugin = fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
