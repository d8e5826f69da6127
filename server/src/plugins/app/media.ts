import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import {
  createLocalMediaStorage,
  createMemoryMediaStorage,
  type MediaStorage,
} from '../../services/media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lesson videos, captions and pictures: DATA_DIR/media, a bucket (MEDIA_STORAGE=s3), or memory
     * when there is no folder.
     */
    media: MediaStorage;
  }
}

async function storageOf({ s3, mediaDir }: AppConfig): Promise<MediaStorage & { close?(): void }> {
  if (s3) {
    // Loaded only when used: the AWS SDK is large, and every start would load it otherwise.
    const { createS3MediaStorage } = await import('../../services/media/s3Storage');
    return createS3MediaStorage(s3);
  }
  return mediaDir ? createLocalMediaStorage(mediaDir) : createMemoryMediaStorage();
}

/** The media storage handed in, or the one the config names; closes what it opened. */
export const mediaPlugin = fp<{ media?: MediaStorage }>(
  async (fastify, { media }) => {
    if (media) {
      fastify.decorate('media', media);
      return;
    }
    const opened = await storageOf(fastify.config);
    fastify.decorate('media', opened);
    fastify.addHook('onClose', async () => opened.close?.());
  },
  { name: 'media', dependencies: ['config'] },
);
