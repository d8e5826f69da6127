import fp from 'fastify-plugin';
import {
  createLocalMediaStorage,
  createMemoryMediaStorage,
  type MediaStorage,
} from '../../services/media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lesson videos, captions and pictures: DATA_DIR/media, or memory when there is no folder. */
    media: MediaStorage;
  }
}

export const mediaPlugin = fp<{ media?: MediaStorage }>(
  async (fastify, { media }) => {
    const { mediaDir } = fastify.config;
    fastify.decorate(
      'media',
      media ?? (mediaDir ? createLocalMediaStorage(mediaDir) : createMemoryMediaStorage()),
    );
  },
  { name: 'media', dependencies: ['config'] },
);
